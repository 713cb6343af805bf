import { aiMessages, apiPaths, errorTexts, findTool, type WritingTool } from '@penwise/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { buildGeneration } from '~test/history-factories';
import { calledPaths, fetchCall, findPopup, renderRoute } from '~test/render';
import { queryKeys } from '~/lib/query-keys';
import { storageKeys } from '~/lib/storage-keys';
import { storeSelectedTool } from '~/lib/tool-selection';
import {
  generationCalls,
  generationId,
  jsonResponse,
  liveResponse,
  manualStream,
  mockStoppableStream,
  mockTextApi,
  sseEvent,
  sseResponse,
  stoppedFinal,
} from '../testing/sse-fixtures';
import { TextGenerationScreen } from './text-generation-screen';
import { textStopTexts } from './generation-status';

const final = { text: 'Fresh coffee, delivered.', words: 3, tokens: 5, credits: 18, historyId: 'h1' };

function renderPage() {
  const { unmount } = renderRoute(TextGenerationScreen, { path: '/templates-c' });
  return Object.assign(userEvent.setup(), { unmount });
}

const stopCalls = (fetchMock: ReturnType<typeof mockTextApi>) =>
  generationCalls(fetchMock).filter((call) => call.path === apiPaths.ai.generationStop(generationId));

async function describeAndGenerate(user: ReturnType<typeof userEvent.setup>, text = 'A coffee shop') {
  await user.type(screen.getByRole('textbox', { name: 'Description' }), text);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

const popup = findPopup;

describe('text generation', () => {
  it('sends the tool, description, tone and language with the session token', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-9' }));
    storeSelectedTool(findTool('facebook-ads') as WritingTool);
    const fetchMock = mockTextApi({ stream: () => sseResponse([sseEvent('final', final)]) });
    const user = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Witty');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'German');
    await describeAndGenerate(user);

    expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.ai.textStream));
    expect(call.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(call.body).toEqual({
      tool_data: {
        slug: 'facebook-ads',
        cat: 'ads',
        title: 'Facebook Ads',
        description: (findTool('facebook-ads') as WritingTool).description,
      },
      content: 'A coffee shop',
      tone: 'Witty',
      language: 'German',
    });
  });

  it('shows the overlay until the first words, streams them, then the result and its cost', async () => {
    storeSession();
    const stream = manualStream();
    mockTextApi({
      stream: () => new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } }),
    });
    const user = renderPage();
    await describeAndGenerate(user);

    expect(await screen.findByText('Generating your text…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream.push(sseEvent('delta', { text: 'Fresh coffee, ' }));
    expect(await screen.findByText('Fresh coffee,')).toBeInTheDocument();
    expect(screen.queryByText('Generating your text…')).toBeNull();
    stream.push(sseEvent('delta', { text: 'delivered.' }));
    expect(await screen.findByText('Fresh coffee, delivered.')).toBeInTheDocument();
    expect(screen.queryByText(aiMessages.generated)).toBeNull();

    stream.push(sseEvent('final', final));
    stream.close();
    expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
    expect(screen.getByText('3 words · 5 tokens · 18 credits')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rewritten Text' })).toHaveValue(final.text);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });

  it('stops the generation on the server with Stop, and says what it wrote and charged', async () => {
    storeSession();
    const written = stoppedFinal({
      text: 'Half a sentence',
      words: 3,
      tokens: 4,
      credits: 14,
      historyId: 'h1',
    });
    const { stream, fetchMock } = mockStoppableStream({ final: written });
    const user = renderPage();
    await describeAndGenerate(user);
    stream.push(sseEvent('delta', { text: 'Half a sentence' }, 2));
    await screen.findByText('Half a sentence');
    const stopButton = screen.getByRole('button', { name: 'Stop' });
    await user.click(stopButton);

    expect(await screen.findByText(textStopTexts.stopped)).toBeInTheDocument();
    expect(screen.getByText('3 words · 4 tokens · 14 credits')).toBeInTheDocument();
    expect(stopCalls(fetchMock)).toEqual([
      { path: apiPaths.ai.generationStop(generationId), method: 'POST', lastEventId: null },
    ]);
    // A browser runs the click's default action after the re-render: if Stop became the submit
    // button in place, the same click would start a new generation.
    expect(screen.getByRole('button', { name: 'Generate' })).not.toBe(stopButton);
    expect(screen.getByRole('textbox', { name: 'Rewritten Text' })).toHaveValue('Half a sentence');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calledPaths(fetchMock).filter((path) => path === apiPaths.ai.textStream)).toHaveLength(1);
  });

  it('keeps generating when the second click of a double-click on Generate lands on Stop', async () => {
    storeSession();
    const { stream } = mockStoppableStream();
    const user = renderPage();
    await describeAndGenerate(user);
    const stopButton = await screen.findByRole('button', { name: 'Stop' });
    fireEvent.click(stopButton, { detail: 2 });
    stream.push(sseEvent('delta', { text: 'Still writing' }));
    await screen.findByText('Still writing');
    expect(screen.queryByText(/^Stopped\./)).toBeNull();
    fireEvent.click(stopButton, { detail: 1 });
    expect(await screen.findByText(textStopTexts.stopped)).toBeInTheDocument();
  });

  it('keeps Stop pressed until the server has stopped, and sends it once the generation is named', async () => {
    storeSession();
    const stream = manualStream();
    let stops = 0;
    const fetchMock = mockTextApi({
      stream: (signal) => liveResponse(stream, signal),
      stop: () => {
        stops += 1;
        return jsonResponse({ success: buildGeneration({ id: generationId }) });
      },
    });
    const user = renderPage();
    await describeAndGenerate(user);
    // Pressed before the server has said which generation this is: sent as soon as it does.
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect(stopCalls(fetchMock)).toHaveLength(0);
    stream.push(sseEvent('generation', { id: generationId }, 1));
    await vi.waitFor(() => expect(stops).toBe(1));
    stream.push(sseEvent('delta', { text: 'Wri' }, 2));
    expect(await screen.findByText('Wri')).toBeInTheDocument();
    stream.push(
      sseEvent('final', stoppedFinal({ text: 'Wri', words: 1, tokens: 1, credits: 4, historyId: 'h1' }), 3),
    );
    expect(await screen.findByText('1 word · 1 token · 4 credits')).toBeInTheDocument();
    expect(stops).toBe(1);
  });

  it('does not stop the generation when the page is left: it only stops reading', async () => {
    storeSession();
    const { stream, fetchMock } = mockStoppableStream();
    const user = renderPage();
    await describeAndGenerate(user);
    stream.push(sseEvent('delta', { text: 'Going on' }, 2));
    await screen.findByText('Going on');
    const request = fetchMock.mock.calls[calledPaths(fetchMock).indexOf(apiPaths.ai.textStream)]?.[1];
    user.unmount();
    expect(request?.signal?.aborted).toBe(true);
    expect(generationCalls(fetchMock)).toEqual([]);
  });

  it('picks a cut-off stream up from the last event seen, without repeating or losing text', async () => {
    storeSession();
    const stream = manualStream();
    const rest = manualStream();
    const fetchMock = mockTextApi({
      stream: (signal) => liveResponse(stream, signal),
      events: (_lastEventId, signal) => liveResponse(rest, signal),
    });
    const user = renderPage();
    await describeAndGenerate(user);
    stream.push(
      sseEvent('generation', { id: generationId }, 1) + sseEvent('delta', { text: 'Fresh coffee, ' }, 2),
    );
    expect(await screen.findByText('Fresh coffee,')).toBeInTheDocument();
    stream.cut();

    await vi.waitFor(() => expect(generationCalls(fetchMock)).toHaveLength(1));
    expect(generationCalls(fetchMock)[0]).toEqual({
      path: apiPaths.ai.generationEvents(generationId),
      method: 'GET',
      lastEventId: '2',
    });
    expect(screen.getByText('Writing…')).toBeInTheDocument();
    rest.push(sseEvent('delta', { text: 'delivered.' }, 3));
    expect(await screen.findByText('Fresh coffee, delivered.')).toBeInTheDocument();
    rest.push(sseEvent('final', final, 4));
    expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rewritten Text' })).toHaveValue(final.text);
  });

  it('shows the whole text so far when the server sends it in one text event', async () => {
    storeSession();
    const rest = manualStream();
    mockTextApi({
      stream: () =>
        sseResponse([
          sseEvent('generation', { id: generationId }, 1),
          sseEvent('delta', { text: 'Fresh' }, 2),
        ]),
      events: (_lastEventId, signal) => liveResponse(rest, signal),
    });
    await describeAndGenerate(renderPage());
    rest.push(sseEvent('text', { text: 'Fresh coffee, ' }, 7));
    expect(await screen.findByText('Fresh coffee,')).toBeInTheDocument();
    expect(screen.queryByText(/Fresh\s*Fresh/)).toBeNull();
    rest.push(sseEvent('final', final, 8));
    expect(await screen.findByText('3 words · 5 tokens · 18 credits')).toBeInTheDocument();
  });

  it('says what the server charged when Stop comes before the first words', async () => {
    storeSession();
    mockStoppableStream();
    const user = renderPage();
    await describeAndGenerate(user);
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(textStopTexts.stopped)).toBeInTheDocument();
    expect(screen.getByText('0 words · 0 tokens · 0 credits')).toBeInTheDocument();
    expect(screen.getByText('Your text will appear here')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Rewritten Text' })).toBeNull();
  });

  it('opens the error popup with Add Credits when the credits do not cover the tool (402)', async () => {
    storeSession();
    const error = { error: 'You do not have enough credits.', code: 'not_enough_credits' };
    mockTextApi({ stream: () => jsonResponse(error, 402) });
    await describeAndGenerate(renderPage());

    expect(await (await popup()).findByText(error.error)).toBeInTheDocument();
    expect((await popup()).getByRole('link', { name: 'Add Credits' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('The text could not be generated.')).toBeInTheDocument();
  });

  it('opens the error popup for an error event in the stream', async () => {
    storeSession();
    const error = { error: 'The AI service took too long to answer.', code: 'ai_timeout' };
    mockTextApi({
      stream: () => sseResponse([sseEvent('delta', { text: 'Fresh' }), sseEvent('error', error)]),
    });
    await describeAndGenerate(renderPage());
    expect(await (await popup()).findByText(error.error)).toBeInTheDocument();
    expect(screen.queryByText(aiMessages.generated)).toBeNull();
  });

  it('refuses to generate without a session: Session Timeout, and no call', async () => {
    const fetchMock = mockTextApi();
    await describeAndGenerate(renderPage());
    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.textStream);
  });

  it('shows Session Timeout and forgets the session when the server refuses the token', async () => {
    storeSession();
    mockTextApi({
      stream: () => jsonResponse({ error: errorTexts.invalidToken, code: 'invalid_token' }, 401),
    });
    await describeAndGenerate(renderPage());
    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('asks for a description instead of sending an empty one', async () => {
    storeSession();
    const fetchMock = mockTextApi();
    const user = renderPage();
    await describeAndGenerate(user, '   ');
    expect(await screen.findByText('Describe what you want written.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.textStream);
  });

  it('generates with Ctrl+Enter in the description', async () => {
    storeSession();
    const fetchMock = mockTextApi({ stream: () => sseResponse([sseEvent('final', final)]) });
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A coffee shop');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain(apiPaths.ai.textStream);
  });

  it.each([
    ['a final event', [sseEvent('final', final)]],
    ['an error event', [sseEvent('error', { error: 'The AI service is busy.', code: 'ai_busy' })]],
  ])(
    'marks the balance and the history stale at %s: the generation was charged or refunded',
    async (_, events) => {
      storeSession();
      mockTextApi({ stream: () => sseResponse(events) });
      const { queryClient } = renderRoute(TextGenerationScreen, { path: '/templates-c' });
      queryClient.setQueryData(queryKeys.credits, { success: { x: 5000, y: 0 } });
      queryClient.setQueryData(queryKeys.history.list('TTS'), { pages: [], pageParams: [] });
      await describeAndGenerate(userEvent.setup());

      await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.credits)?.isInvalidated).toBe(true));
      expect(queryClient.getQueryState(queryKeys.history.list('TTS'))?.isInvalidated).toBe(true);
    },
  );
});
