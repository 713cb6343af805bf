import { aiMessages, apiPaths } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, fetchCall, findPopup, renderRoute } from '~test/render';
import { queryKeys } from '~/lib/query-keys';
import { storageKeys } from '~/lib/storage-keys';
import { storeFillData } from '~/lib/tool-selection';
import {
  deferredResponse,
  generatedAudioUrl,
  jsonResponse,
  mockVoiceoverApi,
  spyOnAudio,
} from '../testing/voiceover-fixtures';
import { VoiceoverScreen } from './voiceover-screen';

function StrictScreen() {
  return (
    <StrictMode>
      <VoiceoverScreen />
    </StrictMode>
  );
}

function renderPage() {
  renderRoute(StrictScreen, { path: '/text-to-speech' });
  return userEvent.setup();
}

const textBox = () => screen.getByRole('textbox', { name: 'Text' });
const audioElement = () => document.querySelector('audio');
const popup = findPopup;

async function typeAndGenerate(user: ReturnType<typeof userEvent.setup>, text = 'Hello world') {
  await user.type(textBox(), text);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

describe('VoiceoverScreen: generating', () => {
  it('keeps a pasted text over the limit whole, says how much to cut and holds Generate', async () => {
    storeSession();
    const fetchMock = mockVoiceoverApi();
    const user = renderPage();
    const long = 'word '.repeat(900).trim();
    await user.click(textBox());
    await user.paste(long);
    expect(textBox()).toHaveValue(long);
    expect(screen.getByText('4,499 / 4,096')).toBeInTheDocument();
    expect(screen.getByText(/The text is 403 characters over the 4,096 limit/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.tts);
  });

  it('offers the six voices with Alloy chosen, a 4-row text box, and no player yet', async () => {
    storeSession();
    mockVoiceoverApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Voiceover' })).toBeInTheDocument();
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveValue('alloy');
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alloy', 'Echo', 'Fable', 'Onyx', 'Nova', 'Shimmer']);
    expect(textBox()).toHaveAttribute('placeholder', 'Enter your text here...');
    expect(textBox()).toHaveAttribute('rows', '4');
    expect(screen.getByText('0 / 4,096')).toBeInTheDocument();
    expect(audioElement()).toBeNull();
    expect(await screen.findByText('No voiceovers yet')).toBeInTheDocument();
  });

  it('counts the characters and what they cost', async () => {
    storeSession();
    mockVoiceoverApi();
    const user = renderPage();
    await user.type(textBox(), 'Hello');
    expect(screen.getByText('5 / 4,096')).toBeInTheDocument();
    expect(screen.getByText('Costs 5 credits (1 credit per character).')).toBeInTheDocument();
  });

  it('sends the text as typed with the chosen voice and the session token', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-9' }));
    const fetchMock = mockVoiceoverApi();
    spyOnAudio();
    const user = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'Nova');
    await typeAndGenerate(user, '  Good morning  ');

    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.ai.tts));
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.ai.tts));
    expect(call.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(call.body).toEqual({ prompt: '  Good morning  ', voice: 'nova' });
  });

  it('generates with Ctrl+Enter in the text box', async () => {
    storeSession();
    const fetchMock = mockVoiceoverApi();
    spyOnAudio();
    const user = renderPage();
    await user.type(textBox(), 'Quick one');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.ai.tts));
  });

  it('is busy while the audio is made, then loads it into the player and plays it', async () => {
    storeSession();
    const pending = deferredResponse();
    mockVoiceoverApi({ tts: () => pending.response });
    const { load, play } = spyOnAudio();
    const user = renderPage();
    await typeAndGenerate(user);

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    pending.settle(
      jsonResponse({ success: { mp3_url: generatedAudioUrl, duration: 2.4, id: 'x-1', credits: 12 } }),
    );

    await vi.waitFor(() => expect(audioElement()).not.toBeNull());
    expect(audioElement()?.getAttribute('src')).toMatch(/\/api\/media\/a-7$/);
    expect(audioElement()).toHaveTextContent('Your browser does not support the audio element.');
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    expect(load).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('keeps going when the browser refuses to autoplay', async () => {
    storeSession();
    mockVoiceoverApi();
    spyOnAudio().play.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const user = renderPage();
    await typeAndGenerate(user);
    await vi.waitFor(() => expect(audioElement()).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's error in the error popup and clears busy", async () => {
    storeSession();
    const message = 'Enter the text to speak first.';
    mockVoiceoverApi({ tts: () => jsonResponse({ error: message, code: 'validation_error' }, 400) });
    const user = renderPage();
    await user.type(textBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await (await popup()).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(audioElement()).toBeNull();
  });

  it('offers Add Credits when credits run out', async () => {
    storeSession();
    const message = 'This voiceover costs 11 credits (one per character); you have 0.';
    mockVoiceoverApi({ tts: () => jsonResponse({ error: message, code: 'not_enough_credits' }, 402) });
    const user = renderPage();
    await typeAndGenerate(user);
    expect(await (await popup()).findByText(message)).toBeInTheDocument();
    expect((await popup()).getByRole('link', { name: 'Add Credits' })).toHaveAttribute('href', '/pricing');
  });

  it('refuses to generate without a session and makes no call', async () => {
    const fetchMock = mockVoiceoverApi();
    const user = renderPage();
    await typeAndGenerate(user);
    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.tts);
  });

  it('applies fill data once, under StrictMode: the text plus a space, the audio loaded but not played', async () => {
    storeSession();
    storeFillData({ input: 'Read me aloud', output: '/api/media/old-1' });
    mockVoiceoverApi();
    const { play } = spyOnAudio();
    renderPage();
    expect(textBox()).toHaveValue('Read me aloud ');
    expect(audioElement()?.getAttribute('src')).toMatch(/\/api\/media\/old-1$/);
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
    await screen.findByText('No voiceovers yet');
    expect(play).not.toHaveBeenCalled();
  });

  it('restores the voice of an item reopened from history', async () => {
    storeSession();
    storeFillData({ input: 'Read me aloud', output: '/api/media/old-1', voice: 'nova' });
    mockVoiceoverApi();
    spyOnAudio();
    renderPage();
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveValue('nova');
    expect(textBox()).toHaveValue('Read me aloud ');
    await screen.findByText('No voiceovers yet');
  });

  it('says so when the voice is the offline demo engine', async () => {
    storeSession();
    mockVoiceoverApi({ engine: 'demo' });
    renderPage();
    expect(await screen.findByText('Demo mode')).toBeInTheDocument();
    expect(screen.getByText(/offline demo voice \(eSpeak\)/)).toBeInTheDocument();
  });

  it('marks the balance stale once the voiceover is made, as it cost credits', async () => {
    storeSession();
    mockVoiceoverApi();
    spyOnAudio();
    const { queryClient } = renderRoute(StrictScreen, { path: '/text-to-speech' });
    queryClient.setQueryData(queryKeys.credits, { success: { x: 5000, y: 0 } });
    await typeAndGenerate(userEvent.setup());

    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.credits)?.isInvalidated).toBe(true));
  });
});
