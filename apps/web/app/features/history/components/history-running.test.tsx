import { apiPaths, type HistoryItem } from '@penwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { buildGeneration, buildHistoryItem } from '~test/history-factories';
import { urlOf } from '~test/render';
import { renderWithLanding } from '~test/render-landing';
import { jsonResponse } from '~test/responses';
import { queryKeys } from '~/lib/query-keys';
import { storageKeys } from '~/lib/storage-keys';
import { historyPollMs } from '../api/fetch-history';
import { HistoryScreen } from './history-screen';

const runningId = '00000000-0000-4000-8000-0000000000aa';
const running = (overrides: Partial<HistoryItem> = {}) =>
  buildHistoryItem({ id: runningId, status: 'running', credits: 0, result: undefined, ...overrides });
const image = () =>
  buildHistoryItem({ type: 'TTImage', input: 'A red fox in the snow', result: '/api/media/f' });

interface Api {
  /** show-history answers these lists in turn, the last one from then on (as the items are now). */
  pages: HistoryItem[][];
  /** show-history's answer from the moment Stop went through. */
  afterStop?: HistoryItem[];
  /** POST …/stop: a success by default. */
  stop?: () => Response;
}

function answerApi({ pages, afterStop, stop }: Api) {
  let lists = [...pages];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.plans.showHistory) {
      const list = lists.length > 1 ? lists.shift() : lists[0];
      return Promise.resolve(jsonResponse({ success: list ?? [] }));
    }
    if (path === apiPaths.ai.generationStop(runningId) && init?.method === 'POST') {
      const answer = stop ? stop() : jsonResponse({ success: buildGeneration({ id: runningId }) });
      if (answer.ok && afterStop) lists = [afterStop];
      return Promise.resolve(answer);
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
const historyCalls = (fetchMock: ReturnType<typeof answerApi>) =>
  calls(fetchMock).filter((call) => call.path === apiPaths.plans.showHistory);

function renderHistory() {
  storeSession();
  const { queryClient } = renderWithLanding(HistoryScreen);
  return { user: userEvent.setup(), queryClient };
}

function useFakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HistoryScreen: an item still being generated', () => {
  it('shows Generating…, the text so far, Stop and no Delete', async () => {
    answerApi({ pages: [[running({ result: '1. Worm bins under the sink\n2. Bokashi' }), image()]] });
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

  it('says an item waiting for a free worker is waiting to start, with Stop', async () => {
    answerApi({ pages: [[running({ status: 'queued' })]] });
    renderHistory();
    const card = within((await screen.findByText('Waiting to start…')).closest('li') as HTMLElement);
    expect(card.getByRole('button', { name: 'Stop Blog Ideas' })).toBeInTheDocument();
    expect(screen.queryByText('Generating…')).toBeNull();
  });

  it('opens a running text item in its tool page, without fill data, so the page follows it', async () => {
    answerApi({ pages: [[running()]] });
    const { user } = renderHistory();
    await user.click(await screen.findByRole('link', { name: 'Open Blog Ideas' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? 'null')).toMatchObject({
      slug: 'blog-ideas',
    });
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
  });

  it('asks every two seconds, shows the item as history lists it once it has ended, then asks no more', async () => {
    useFakeClock();
    const item = running({ result: '1. Worm' });
    const done = { ...item, status: 'succeeded' as const, credits: 14, result: '1. Worm bins' };
    const fetchMock = answerApi({ pages: [[item], [item], [done]] });
    renderHistory();
    expect(await screen.findByText('1. Worm')).toBeInTheDocument();
    expect(historyCalls(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));
    expect(historyCalls(fetchMock)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));

    expect(await screen.findByText('14 credits')).toBeInTheDocument();
    expect(screen.queryByText('Generating…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Blog Ideas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Blog Ideas/ })).toBeInTheDocument();
    // Each time the whole list, as the page first asked for it.
    expect(historyCalls(fetchMock).map((call) => call.body)).toEqual([{}, {}, {}]);

    await act(() => vi.advanceTimersByTimeAsync(historyPollMs * 5));
    expect(historyCalls(fetchMock)).toHaveLength(3);
  });

  it('stops it from the keyboard; the item then turns into a normal one and keeps the focus', async () => {
    const item = running({ result: '1. Worm' });
    const stopped = { ...item, status: 'stopped' as const, credits: 7, result: '1. Worm' };
    const fetchMock = answerApi({ pages: [[item]], afterStop: [stopped] });
    const { user } = renderHistory();
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

  it('asks for the balance again once Stop went through, as a stop charges what was written', async () => {
    answerApi({ pages: [[running()]] });
    const { user, queryClient } = renderHistory();
    queryClient.setQueryData(queryKeys.credits, { success: { x: 500, y: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Stop Blog Ideas' }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.credits)?.isInvalidated).toBe(true));
  });

  it('says Stopping… until the stop takes effect, asking sooner than every two seconds', async () => {
    useFakeClock();
    const item = running();
    const fetchMock = answerApi({ pages: [[item]] });
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Stop Blog Ideas' }));
    expect(await screen.findByText('Stopping…')).toBeInTheDocument();
    const before = historyCalls(fetchMock).length;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(historyCalls(fetchMock).length).toBeGreaterThanOrEqual(before + 2);
    expect(screen.getByRole('button', { name: 'Stop Blog Ideas' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so, and lets Stop be pressed again, when the stop fails', async () => {
    answerApi({
      pages: [[running()]],
      stop: () => jsonResponse({ error: 'Network trouble', code: 'internal_error' }, 500),
    });
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Stop Blog Ideas' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Network trouble')).toBeInTheDocument();
    expect(screen.getByText('Generating…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Blog Ideas' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a running media item without text or Open, and drops it when it ends keeping nothing', async () => {
    useFakeClock();
    const item = running({ type: 'TTImage', input: 'A red fox', status: 'queued' });
    const voiceover = buildHistoryItem({ type: 'TTS', input: 'Hello there', mp3_url: '/api/media/a' });
    // A generation that failed (or was stopped before it made anything) charged nothing: history leaves it out.
    answerApi({ pages: [[item, voiceover], [voiceover]] });
    renderHistory();
    const card = within((await screen.findByText('Waiting to start…')).closest('li') as HTMLElement);
    expect(card.getByText('A red fox')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Stop AI Image Generator' })).toBeInTheDocument();
    expect(card.queryByRole('link')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));
    await waitFor(() => expect(screen.queryByText('A red fox')).toBeNull());
    expect(screen.getByText('Hello there')).toBeInTheDocument();
  });

  it('shows an ended media item with what it made and its charge, as history now lists it', async () => {
    useFakeClock();
    const item = running({ type: 'TTImage', input: 'A red fox' });
    const made = { ...item, status: 'succeeded' as const, credits: 1000, result: '/api/media/fox' };
    answerApi({ pages: [[item], [made]] });
    const { user } = renderHistory();
    await screen.findByText('Generating…');

    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));
    expect(await screen.findByText('1,000 credits')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /AI Image Generator/ }));
    expect(await screen.findByRole('heading', { name: 'Landed on /image-gen' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.fillData) ?? 'null')).toEqual({
      input: 'A red fox',
      output: '/api/media/fox',
    });
  });
});
