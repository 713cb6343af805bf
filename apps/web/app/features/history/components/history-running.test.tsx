import { apiPaths, type Generation, type HistoryItem } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { buildGeneration, buildHistoryItem } from '~test/history-factories';
import { urlOf } from '~test/render';
import { renderWithLanding } from '~test/render-landing';
import { jsonResponse } from '~test/responses';
import { storageKeys } from '~/lib/storage-keys';
import { HistoryScreen } from './history-screen';

const running = () =>
  buildHistoryItem({
    id: '00000000-0000-4000-8000-0000000000aa',
    status: 'running',
    credits: 0,
    result: undefined,
  });
const image = () =>
  buildHistoryItem({ type: 'TTImage', input: 'A red fox in the snow', result: '/api/media/f' });

interface Api {
  /** The first show-history page. */
  page: HistoryItem[];
  /** GET /api/ai/generations/:id answers these in turn, the last one from then on. */
  generations: Generation[];
  /** show-history's answer once the item has ended (asked with its type). */
  after?: HistoryItem[];
  /** POST …/stop: called with nothing; a success by default. */
  stop?: () => Response;
}

function answerApi({ page, generations, after = [], stop }: Api) {
  const answers = [...generations];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { type?: string };
    if (path === apiPaths.plans.showHistory) {
      return Promise.resolve(jsonResponse({ success: body.type ? after : page }));
    }
    const id = page[0]?.id ?? '';
    if (path === apiPaths.ai.generation(id)) {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(jsonResponse({ success: answer }));
    }
    if (path === apiPaths.ai.generationStop(id) && init?.method === 'POST') {
      return Promise.resolve(stop ? stop() : jsonResponse({ success: buildGeneration({ id }) }));
    }
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof answerApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path: new URL(urlOf(input), 'http://localhost').pathname,
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

function renderHistory() {
  storeSession();
  renderWithLanding(HistoryScreen);
  return userEvent.setup();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HistoryScreen: an item still being generated', () => {
  it('shows Generating…, the text so far, Stop and no Delete', async () => {
    const item = running();
    answerApi({
      page: [item, image()],
      generations: [buildGeneration({ id: item.id, text: '1. Worm bins under the sink\n2. Bokashi' })],
    });
    renderHistory();
    const card = within((await screen.findByText('Generating…')).closest('li') as HTMLElement);
    expect(await card.findByText(/1\. Worm bins under the sink\s+2\. Bokashi/)).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Blog Ideas' })).toBeInTheDocument();
    expect(card.getByText('Indoor plants for beginners')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Stop Blog Ideas' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(card.queryByText(/credits/)).toBeNull();
    // The other items are as ever.
    expect(screen.getByRole('button', { name: 'Delete AI Image Generator' })).toBeInTheDocument();
  });

  it('opens a running text item in its tool page, without fill data, so the page follows it', async () => {
    const item = running();
    answerApi({ page: [item], generations: [buildGeneration({ id: item.id })] });
    const user = renderHistory();
    await user.click(await screen.findByRole('link', { name: 'Open Blog Ideas' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? 'null')).toMatchObject({
      slug: 'blog-ideas',
    });
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
  });

  it('asks every two seconds, and shows the item as history lists it once it has ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const item = running();
    const done = { ...item, status: 'succeeded' as const, credits: 14, result: '1. Worm bins' };
    const fetchMock = answerApi({
      page: [item],
      generations: [
        buildGeneration({ id: item.id, text: '1. Worm' }),
        buildGeneration({ id: item.id, status: 'succeeded', text: '1. Worm bins', credits: 14 }),
      ],
      after: [done],
    });
    renderHistory();
    expect(await screen.findByText('1. Worm')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1900);
    expect(calls(fetchMock).filter((call) => call.path === apiPaths.ai.generation(item.id))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);

    expect(await screen.findByText('14 credits')).toBeInTheDocument();
    expect(screen.queryByText('Generating…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Blog Ideas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Blog Ideas/ })).toBeInTheDocument();
    expect(calls(fetchMock).at(-1)).toEqual({
      path: apiPaths.plans.showHistory,
      method: 'POST',
      body: { type: 'GenText', limit: 100 },
    });
  });

  it('stops it from the keyboard; the item then turns into a normal one and keeps the focus', async () => {
    const item = running();
    const stopped = { ...item, status: 'stopped' as const, credits: 7, result: '1. Worm' };
    const fetchMock = answerApi({
      page: [item],
      generations: [
        buildGeneration({ id: item.id, text: '1. Worm' }),
        buildGeneration({ id: item.id, status: 'stopped', text: '1. Worm', credits: 7 }),
      ],
      after: [stopped],
    });
    const user = renderHistory();
    const stop = await screen.findByRole('button', { name: 'Stop Blog Ideas' });
    await screen.findByText('1. Worm');
    stop.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('7 credits')).toBeInTheDocument();
    expect(calls(fetchMock)).toContainEqual({
      path: apiPaths.ai.generationStop(item.id),
      method: 'POST',
      body: {},
    });
    expect(screen.getByRole('button', { name: 'Delete Blog Ideas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Blog Ideas/ })).toHaveFocus());
  });

  it('says so, and lets Stop be pressed again, when the stop fails', async () => {
    const item = running();
    answerApi({
      page: [item],
      generations: [buildGeneration({ id: item.id })],
      stop: () => jsonResponse({ error: 'Network trouble', code: 'internal_error' }, 500),
    });
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Stop Blog Ideas' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Network trouble')).toBeInTheDocument();
    expect(screen.getByText('Generating…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Blog Ideas' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a running media item without text or Open, and drops it when it ends keeping nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const item = buildHistoryItem({
      id: '00000000-0000-4000-8000-0000000000aa',
      type: 'TTImage',
      input: 'A red fox',
      status: 'queued',
      credits: 0,
      result: undefined,
    });
    answerApi({
      page: [item, buildHistoryItem({ type: 'TTS', input: 'Hello there', mp3_url: '/api/media/a' })],
      generations: [
        buildGeneration({ id: item.id, type: 'TTImage', status: 'queued', text: undefined }),
        buildGeneration({ id: item.id, type: 'TTImage', status: 'failed', error: 'Busy' }),
      ],
      after: [],
    });
    renderHistory();
    const card = within((await screen.findByText('Generating…')).closest('li') as HTMLElement);
    expect(card.getByText('A red fox')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Stop AI Image Generator' })).toBeInTheDocument();
    expect(card.queryByRole('link')).toBeNull();

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(screen.queryByText('A red fox')).toBeNull());
    expect(screen.getByText('Hello there')).toBeInTheDocument();
  });
});
