import { aiMessages, apiPaths, transcriptionMessages } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths } from '~test/render';
import * as downloads from '~/lib/download-file';
import { storageKeys } from '~/lib/storage-keys';
import { storeFillData } from '~/lib/tool-selection';
import { fileInput, popup, previewPlayer, renderTranscription } from '../testing/render-transcription';
import {
  buildAudioFile,
  deferredResponse,
  jsonResponse,
  mockTranscriptionApi,
  stubObjectUrls,
  transcribeCall,
  transcriptionAnswer,
} from '../testing/transcription-fixtures';

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
});
afterEach(() => objectUrls.restore());

async function chooseAndGenerate(file = buildAudioFile('interview.mp3')) {
  const view = renderTranscription();
  await view.user.upload(fileInput(), file);
  await view.user.click(screen.getByRole('button', { name: 'Generate' }));
  return view;
}

describe('TranscriptionScreen: transcribing', () => {
  it('sends the file and the stored login as multipart, with the session token', async () => {
    const login = storeSession(buildLoginAnswer({ idToken: 'tok-9' }));
    const fetchMock = mockTranscriptionApi();
    await chooseAndGenerate();

    expect(await screen.findByText('Hello and welcome to the show.')).toBeInTheDocument();
    const call = transcribeCall(fetchMock);
    expect(call.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(call.headers.has('Content-Type')).toBe(false);
    expect(call.file?.name).toBe('interview.mp3');
    expect(call.file?.type).toBe('audio/mpeg');
    expect(call.identity).toEqual(login);
    // The server refuses a file that comes before the identity, unread, when there is no header.
    expect(call.partOrder).toEqual(['json', 'file']);
    expect(screen.getByText('From interview.mp3 · 01:23 · 2,767 credits')).toBeInTheDocument();
  });

  it('shows Transcribing... and the overlay while the call runs, then the transcription', async () => {
    storeSession();
    const pending = deferredResponse();
    mockTranscriptionApi({ transcribe: () => pending.response });
    await chooseAndGenerate();

    expect(await screen.findByRole('button', { name: 'Transcribing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New' })).toBeDisabled();
    expect(screen.getByText('Transcribing your audio…')).toBeInTheDocument();

    pending.settle(jsonResponse(transcriptionAnswer('Done talking.')));
    expect(await screen.findByText('Done talking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.queryByText('Transcribing your audio…')).toBeNull();
  });

  it('copies the transcription and downloads it named after the audio file', async () => {
    storeSession();
    mockTranscriptionApi();
    const save = vi.spyOn(downloads, 'downloadFile').mockImplementation(() => undefined);
    const { user } = await chooseAndGenerate();

    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Hello and welcome to the show.');

    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(save).toHaveBeenCalledWith(
      'interview.txt',
      'Hello and welcome to the show.',
      'text/plain;charset=utf-8',
    );
  });

  it("shows the server's error text in the popup", async () => {
    storeSession();
    const message = 'The AI service is not available right now. Please try again later.';
    mockTranscriptionApi({ transcribe: () => jsonResponse({ error: message, code: 'ai_unavailable' }, 503) });
    await chooseAndGenerate();

    expect(await (await popup()).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByText('Selected file: interview.mp3')).toBeInTheDocument();
  });

  it('falls back to Failed to transcribe when the failure has no text or cannot be read', async () => {
    storeSession();
    mockTranscriptionApi({ transcribe: () => jsonResponse({ error: '', code: 'internal_error' }, 500) });
    await chooseAndGenerate();
    expect(await (await popup()).findByText('Failed to transcribe')).toBeInTheDocument();
  });

  it('says Network error occurred when the server cannot be reached', async () => {
    storeSession();
    mockTranscriptionApi({ transcribe: () => Promise.reject(new TypeError('Failed to fetch')) });
    await chooseAndGenerate();
    expect(await (await popup()).findByText('Network error occurred')).toBeInTheDocument();
  });

  it('names an oversize upload when a proxy refuses it with its own page', async () => {
    storeSession();
    mockTranscriptionApi({ transcribe: () => new Response('<html>413</html>', { status: 413 }) });
    await chooseAndGenerate();
    expect(await (await popup()).findByText('File size exceeds 25MB')).toBeInTheDocument();
  });

  it('offers Add Credits when the credits do not cover the file', async () => {
    storeSession();
    const message = 'Transcribing this file costs 2,767 credits (2,000 a minute); you have 10.';
    mockTranscriptionApi({
      transcribe: () => jsonResponse({ error: message, code: 'not_enough_credits' }, 402),
    });
    await chooseAndGenerate();

    expect(await (await popup()).findByText(message)).toBeInTheDocument();
    expect((await popup()).getByRole('link', { name: 'Add Credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the session timeout and forgets the session when the server says it is gone', async () => {
    storeSession();
    mockTranscriptionApi({
      transcribe: () => jsonResponse({ error: 'Invalid token', code: 'invalid_token' }, 401),
    });
    await chooseAndGenerate();
    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('refuses to transcribe without a session and makes no call', async () => {
    const fetchMock = mockTranscriptionApi();
    await chooseAndGenerate();
    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.transcribe);
  });
});

describe('TranscriptionScreen: fill data and engines', () => {
  it('applies fill data once, under StrictMode, and removes it', () => {
    storeSession();
    storeFillData({ input: '/api/media/AbCdEfGhIjKlMnOpQrStUvWxYz012345', output: 'Saved words.' });
    mockTranscriptionApi();
    renderTranscription();

    expect(screen.getByText('Selected file: Saved recording')).toBeInTheDocument();
    expect(previewPlayer()?.getAttribute('src')).toMatch(/\/api\/media\/AbCdEfGhIjKlMnOpQrStUvWxYz012345$/);
    expect(screen.getByText('Saved words.')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
    expect(objectUrls.create).not.toHaveBeenCalled();
  });

  it('transcribes a saved recording again by fetching it and uploading it under its name', async () => {
    storeSession();
    storeFillData({ input: '/media/talk.mp3', output: 'Old words.' });
    const fetchMock = mockTranscriptionApi();
    const { user } = renderTranscription();
    expect(screen.getByText('Selected file: talk.mp3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Hello and welcome to the show.')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('/media/talk.mp3');
    expect(transcribeCall(fetchMock).file?.name).toBe('talk.mp3');
  });

  it('says so when transcripts come from the demo engine', async () => {
    storeSession();
    mockTranscriptionApi({ engine: 'demo' });
    renderTranscription();
    expect(await screen.findByText('Demo mode')).toBeInTheDocument();
  });

  it('says transcription is not available on this server and keeps Generate off', async () => {
    storeSession();
    mockTranscriptionApi({ engine: 'unavailable' });
    const { user } = renderTranscription();
    expect(await screen.findByText(transcriptionMessages.notAvailable)).toBeInTheDocument();
    await user.upload(fileInput(), buildAudioFile('interview.mp3'));
    expect(screen.getByText('Selected file: interview.mp3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    // Nothing for the user to act on: no install steps on the page.
    expect(screen.queryByText(/apt-get|pocketsphinx/)).toBeNull();
  });

  it('shows no notice for a real engine', async () => {
    storeSession();
    const fetchMock = mockTranscriptionApi({ engine: 'openai' });
    renderTranscription();
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.ai.engines));
    expect(screen.queryByText('Demo mode')).toBeNull();
    expect(screen.queryByText(transcriptionMessages.notAvailable)).toBeNull();
  });
});
