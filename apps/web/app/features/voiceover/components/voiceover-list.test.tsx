import { apiPaths, type HistoryItem } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { storeSession } from '~test/factories';
import { calledPaths, fetchCall, renderRoute } from '~test/render';
import * as downloads from '~/lib/download-file';
import { freshId, jsonResponse, mockVoiceoverApi, spyOnAudio } from '../testing/voiceover-fixtures';
import { VoiceoverScreen } from './voiceover-screen';

function renderPage() {
  storeSession();
  renderRoute(VoiceoverScreen, { path: '/text-to-speech' });
  return userEvent.setup();
}

const voiceover = (overrides: Partial<HistoryItem> = {}) =>
  buildHistoryItem({
    type: 'TTS',
    input: 'Hello there friend',
    mp3_url: '/api/media/v1',
    voice: 'echo',
    ...overrides,
  });

/** The body rows as arrays of cell texts. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: 'Voiceovers' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );
}

/** The bodies of every show-history call so far, in order. */
function historyBodies(fetchMock: ReturnType<typeof mockVoiceoverApi>) {
  return calledPaths(fetchMock).flatMap((path, index) =>
    path === apiPaths.plans.showHistory ? [fetchCall(fetchMock, index).body] : [],
  );
}

const table = () => within(screen.getByRole('table', { name: 'Voiceovers' }));
const rowOf = (fileName: string) => table().getByText(fileName).closest('tr') as HTMLElement;

describe('VoiceoverScreen: the voiceover table', () => {
  it('lists the voiceovers, newest first, with voice, date and mm:ss duration', async () => {
    const fetchMock = mockVoiceoverApi({
      history: [
        voiceover({
          input: 'Welcome to the show',
          duration: 75.4,
          date: new Date(2026, 10, 22, 14, 5).toISOString(),
        }),
        buildHistoryItem({
          input: { prompt: 'p', save_data: { cat: 'ads', tool: 'x', description: 'A text' } },
        }),
        voiceover({ input: 'Old one', voice: 'shimmer', date: new Date(2026, 0, 3, 7, 9).toISOString() }),
        voiceover({ input: 'x', file_name: 'named.mp3', voice: undefined, duration: 3 }),
      ],
    });
    renderPage();
    expect(await tableRows()).toEqual([
      ['welcome-to-the-show.mp3', 'Echo', '2026-11-22 14:05', '01:15'],
      ['old-one.mp3', 'Shimmer', '2026-01-03 07:09', '00:00'],
      ['named.mp3', '—', '2026-11-22 14:05', '00:03'],
    ]);
    // The server picks the voiceovers out of the history: one request, however much else there is.
    expect(historyBodies(fetchMock)).toEqual([{ type: 'TTS', limit: 50 }]);
  });

  it('leaves out a voiceover still being made, which has no audio yet', async () => {
    mockVoiceoverApi({
      history: [voiceover({ input: 'In the works', status: 'running', mp3_url: undefined }), voiceover()],
    });
    renderPage();
    expect(await tableRows()).toEqual([['hello-there-friend.mp3', 'Echo', '2026-11-22 14:05', '00:00']]);
  });

  it('offers Load more while pages come back full, one request a page', async () => {
    const newest = Array.from({ length: 50 }, (_, index) => voiceover({ input: `Take ${String(index)}` }));
    const fetchMock = mockVoiceoverApi({ history: [...newest, voiceover({ input: 'The oldest' })] });
    const user = renderPage();
    expect(await tableRows()).toHaveLength(50);
    expect(historyBodies(fetchMock)).toEqual([{ type: 'TTS', limit: 50 }]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('the-oldest.mp3')).toBeInTheDocument();
    expect(historyBodies(fetchMock)).toEqual([
      { type: 'TTS', limit: 50 },
      { type: 'TTS', limit: 50, before: newest.at(-1)?.id },
    ]);
    expect(await tableRows()).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no Load more after a short page', async () => {
    mockVoiceoverApi({ history: [voiceover()] });
    renderPage();
    await tableRows();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('never pages on from a deleted item: the pages are read again from the newest', async () => {
    const page = Array.from({ length: 50 }, (_, index) => voiceover({ input: `Take ${String(index)}` }));
    const older = voiceover({ input: 'Older' });
    const fetchMock = mockVoiceoverApi({ history: [...page, older] });
    const user = renderPage();
    await tableRows();
    await user.click(within(rowOf('take-49.mp3')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(table().queryByText('take-49.mp3')).toBeNull());

    // The deletion asked for the voiceovers again: the older one moved up into the first page.
    expect(await screen.findByText('older.mp3')).toBeInTheDocument();
    expect(historyBodies(fetchMock).at(-1)).toEqual({ type: 'TTS', limit: 50 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(historyBodies(fetchMock).at(-1)).toEqual({ type: 'TTS', limit: 50, before: older.id }),
    );
    expect(historyBodies(fetchMock)).not.toContainEqual(expect.objectContaining({ before: page.at(-1)?.id }));
    expect(await tableRows()).toHaveLength(50);
  });

  it('puts a fresh voiceover at the top at once', async () => {
    mockVoiceoverApi({ history: [voiceover()] });
    spyOnAudio();
    const user = renderPage();
    await tableRows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'Onyx');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Brand new take');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await vi.waitFor(() => expect(table().getByText('brand-new-take.mp3')).toBeInTheDocument());
    const [fresh, old] = await tableRows();
    expect(fresh).toEqual([
      'brand-new-take.mp3',
      'Onyx',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      '00:02',
    ]);
    expect(old?.[0]).toBe('hello-there-friend.mp3');
  });

  it('plays a row in the player', async () => {
    mockVoiceoverApi({ history: [voiceover({ mp3_url: '/api/media/row-1' })] });
    const { play } = spyOnAudio();
    const user = renderPage();
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(document.querySelector('audio')?.getAttribute('src')).toMatch(/\/api\/media\/row-1$/);
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('downloads a row under its file name', async () => {
    mockVoiceoverApi({ history: [voiceover()] });
    const save = vi.spyOn(downloads, 'downloadBlob').mockImplementation(() => undefined);
    const user = renderPage();
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]?.[0]).toBe('hello-there-friend.mp3');
  });

  it('deletes a row after confirmation and empties the player that played it', async () => {
    const item = voiceover();
    const fetchMock = mockVoiceoverApi({ history: [item, voiceover({ input: 'Keep me' })] });
    spyOnAudio();
    const user = renderPage();
    await tableRows();
    await user.click(within(rowOf('hello-there-friend.mp3')).getByRole('button', { name: 'Play' }));
    await user.click(within(rowOf('hello-there-friend.mp3')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this voiceover?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(table().queryByText('hello-there-friend.mp3')).toBeNull());
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.deleteHistory));
    expect(call.body).toEqual({ id: item.id });
    expect(table().getByText('keep-me.mp3')).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.queryByText('hello-there-friend.mp3')).toBeNull();
  });

  it('deletes a fresh voiceover by the history id the answer gave', async () => {
    const fetchMock = mockVoiceoverApi();
    spyOnAudio();
    const user = renderPage();
    await screen.findByText('No voiceovers yet');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Short lived');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No voiceovers yet')).toBeInTheDocument();
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.deleteHistory));
    expect(call.body).toEqual({ id: freshId });
    expect(document.querySelector('audio')).toBeNull();
  });

  it('does nothing when the deletion is cancelled', async () => {
    const fetchMock = mockVoiceoverApi({ history: [voiceover()] });
    const user = renderPage();
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.deleteHistory);
    expect(screen.getByText('hello-there-friend.mp3')).toBeInTheDocument();
  });

  it('keeps the row and shows the error popup when the deletion fails', async () => {
    const message = 'This item is not in your history.';
    mockVoiceoverApi({
      history: [voiceover()],
      deleteHistory: () => jsonResponse({ error: message, code: 'not_found' }, 404),
    });
    const user = renderPage();
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('hello-there-friend.mp3')).toBeInTheDocument();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const fetchMock = mockVoiceoverApi();
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ error: 'Down', code: 'internal_error' }, 500)),
    );
    renderPage();
    expect(await screen.findByText('Your voiceovers could not be loaded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No voiceovers yet')).toBeInTheDocument();
  });
});
