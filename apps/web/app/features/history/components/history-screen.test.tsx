import { apiPaths, type HistoryItem } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { storeSession } from '~test/factories';
import { fetchCall, mockApi } from '~test/render';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { HistoryScreen } from './history-screen';

function answerHistory(...pages: HistoryItem[][]) {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(() => {
    const page = pages.shift() ?? [];
    return Promise.resolve(Response.json({ success: page }));
  });
  return fetchMock;
}

function renderHistory() {
  storeSession();
  renderWithLanding(HistoryScreen);
}

const cards = () => within(screen.getByRole('list', { name: 'Past generations' })).getAllByRole('listitem');
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

describe('HistoryScreen', () => {
  it('shows each item with its date, type, tool, 60-character text and credits', async () => {
    const long = 'A very long description that keeps going well past sixty characters of text';
    const fetchMock = answerHistory([
      buildHistoryItem({
        date: new Date(2026, 10, 22, 14, 5).toISOString(),
        input: { prompt: 'p', save_data: { cat: 'blog-posts', tool: 'blog-ideas', description: long } },
        credits: 1200,
      }),
      buildHistoryItem({ type: 'TTS', input: 'Hello there', mp3_url: '/media/a.mp3', credits: 11 }),
    ]);
    renderHistory();
    const [text, voice] = (await screen.findAllByRole('listitem')).map((card) => within(card));
    expect(text?.getByText('2026-11-22 14:05')).toBeInTheDocument();
    expect(text?.getByText('Text')).toBeInTheDocument();
    expect(text?.getByRole('heading', { name: 'Blog Ideas' })).toBeInTheDocument();
    expect(text?.getByText(`${long.slice(0, 60)}...`)).toBeInTheDocument();
    expect(text?.getByText('1,200 credits')).toBeInTheDocument();
    expect(voice?.getByText('Voiceover')).toBeInTheDocument();
    expect(voice?.getByText('Hello there')).toBeInTheDocument();
    expect(fetchCall(fetchMock)).toMatchObject({ url: apiPaths.plans.showHistory, body: {} });
    expect(fetchCall(fetchMock).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('reopens a text item: selects its tool, stores the fill data and opens /templates-c', async () => {
    answerHistory([buildHistoryItem({ result: 'The generated ideas' })]);
    renderHistory();
    await userEvent.setup().click(await screen.findByRole('link', { name: /Blog Ideas/ }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(stored(storageKeys.selectedTool)).toMatchObject({ slug: 'blog-ideas', cat: 'blog-posts' });
    expect(stored(storageKeys.fillData)).toEqual({
      input: 'Indoor plants for beginners',
      output: 'The generated ideas',
    });
  });

  it.each([
    [
      'Voiceover',
      buildHistoryItem({ type: 'TTS', input: 'Read me', mp3_url: '/media/v.mp3' }),
      '/text-to-speech',
      { input: 'Read me', output: '/media/v.mp3' },
    ],
    [
      'Transcription',
      buildHistoryItem({ type: 'Speech2Text', input: '', mp3_url: '/media/s.mp3', transcription: 'Hi all' }),
      '/transcribe',
      { input: '/media/s.mp3', output: 'Hi all' },
    ],
    [
      'Image',
      buildHistoryItem({ type: 'TTImage', input: 'A red fox', result: '/media/fox.png' }),
      '/image-gen',
      { input: 'A red fox', output: '/media/fox.png' },
    ],
  ])('reopens a %s item in its screen with its fill data', async (_label, item, path, fill) => {
    answerHistory([item]);
    renderHistory();
    await userEvent.setup().click(await screen.findByRole('link'));
    expect(await screen.findByRole('heading', { name: `Landed on ${path}` })).toBeInTheDocument();
    expect(stored(storageKeys.fillData)).toEqual(fill);
  });

  it('loads older items while full pages come back', async () => {
    const first = Array.from({ length: 50 }, () => buildHistoryItem());
    const older = [buildHistoryItem({ type: 'TTImage', input: 'The oldest image' })];
    const fetchMock = answerHistory(first, older);
    renderHistory();
    await screen.findAllByRole('listitem');
    expect(cards()).toHaveLength(50);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest image')).toBeInTheDocument();
    expect(cards()).toHaveLength(51);
    expect(fetchCall(fetchMock, 1).body).toEqual({ before: first.at(-1)?.id, limit: 50 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no Load more after a short first page', async () => {
    answerHistory([buildHistoryItem()]);
    renderHistory();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'Nothing generated yet' with a way to the tools", async () => {
    answerHistory([]);
    renderHistory();
    expect(await screen.findByText('Nothing generated yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore AI tools' })).toHaveAttribute('href', '/all-ai-tools');
  });

  it('opens the error popup and offers to try again when the call fails', async () => {
    mockApi({
      [apiPaths.plans.showHistory]: {
        body: { error: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
        status: 500,
      },
    });
    renderHistory();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your history could not be loaded')).toBeInTheDocument();

    answerHistory([buildHistoryItem()]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Blog Ideas/ })).toBeInTheDocument();
  });
});
