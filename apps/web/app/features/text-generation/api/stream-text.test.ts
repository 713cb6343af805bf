import { apiPaths, errorTexts, type TextGenerationBody } from '@penwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, fetchCall } from '~test/render';
import { storageKeys } from '~/lib/storage-keys';
import {
  generationCalls,
  generationId,
  jsonResponse,
  liveResponse,
  manualStream,
  mockTextApi,
  sseEvent,
  sseResponse,
} from '../testing/sse-fixtures';
import { followGeneration, streamText } from './stream-text';

const body: TextGenerationBody = {
  tool_data: { slug: 'write-anything' },
  content: 'A thank-you note',
  tone: 'Friendly',
  language: 'French',
};
const final = { text: 'Merci beaucoup', words: 2, tokens: 3, credits: 11, historyId: 'h1' };

/** What a page would show: the deltas appended, a `text` event replacing them. */
function handlers(signal: AbortSignal) {
  const seen = { deltas: [] as string[], shown: '', ids: [] as string[] };
  return {
    seen,
    handlers: {
      signal,
      onGeneration: (id: string) => seen.ids.push(id),
      onDelta: (text: string) => {
        seen.deltas.push(text);
        seen.shown += text;
      },
      onText: (text: string) => {
        seen.shown = text;
      },
    },
  };
}

function run(signal = new AbortController().signal) {
  const { seen, handlers: options } = handlers(signal);
  const outcome = streamText(body, options);
  return { deltas: seen.deltas, seen, outcome };
}

describe('streamText', () => {
  it('posts the body with the bearer token and hands on each delta, then the final event', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-7' }));
    // Events split across chunks at awkward places, as a network may deliver them.
    const stream = sseEvent('delta', { text: 'Merci ' }) + sseEvent('delta', { text: 'beaucoup' });
    const fetchMock = mockTextApi({
      stream: () =>
        sseResponse([stream.slice(0, 9), stream.slice(9, 40), stream.slice(40), sseEvent('final', final)]),
    });
    const { deltas, outcome } = run();
    expect(await outcome).toEqual({ status: 'done', final });
    expect(deltas).toEqual(['Merci ', 'beaucoup']);
    const call = fetchCall(fetchMock);
    expect(call.url).toBe(apiPaths.ai.textStream);
    expect(call.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(call.body).toEqual(body);
  });

  it('returns a JSON error answered before streaming, with its code', async () => {
    storeSession();
    const error = { error: 'You do not have enough credits.', code: 'not_enough_credits' };
    mockTextApi({ stream: () => jsonResponse(error, 402) });
    expect(await run().outcome).toEqual({ status: 'failed', failure: error });
  });

  it('returns an error event sent mid-stream, keeping the deltas before it', async () => {
    storeSession();
    const error = { error: 'The AI service is busy.', code: 'ai_busy' };
    mockTextApi({
      stream: () => sseResponse([sseEvent('delta', { text: 'Half' }), sseEvent('error', error)]),
    });
    const { deltas, outcome } = run();
    expect(await outcome).toEqual({ status: 'failed', failure: error });
    expect(deltas).toEqual(['Half']);
  });

  it('clears the stored session when the server says the token is invalid', async () => {
    storeSession();
    mockTextApi({
      stream: () => jsonResponse({ error: errorTexts.invalidToken, code: 'invalid_token' }, 401),
    });
    const { outcome } = run();
    expect(await outcome).toMatchObject({ status: 'failed', failure: { code: 'invalid_token' } });
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('treats a stream that ends without a final event as a network failure', async () => {
    storeSession();
    mockTextApi({ stream: () => sseResponse([sseEvent('delta', { text: 'Cut' })]) });
    expect(await run().outcome).toEqual({
      status: 'failed',
      failure: { error: 'Network error occurred', code: 'network_error' },
    });
  });

  it('refuses an event whose data does not match the contract', async () => {
    storeSession();
    mockTextApi({ stream: () => sseResponse([sseEvent('delta', { words: 3 })]) });
    expect(await run().outcome).toMatchObject({ status: 'failed', failure: { code: 'unexpected_answer' } });
  });

  it("reports 'Network error occurred' when fetch itself fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await run().outcome).toEqual({
      status: 'failed',
      failure: { error: 'Network error occurred', code: 'network_error' },
    });
  });

  it('ends as left when the page aborts its reading, and neither stops nor follows the generation', async () => {
    storeSession();
    const stream = manualStream();
    const fetchMock = mockTextApi({ stream: (signal) => liveResponse(stream, signal) });
    const controller = new AbortController();
    const { seen, outcome } = run(controller.signal);
    stream.push(sseEvent('generation', { id: generationId }, 1) + sseEvent('delta', { text: 'Some' }, 2));
    await vi.waitFor(() => expect(seen.deltas).toEqual(['Some']));
    controller.abort();
    expect(await outcome).toEqual({ status: 'left' });
    expect(seen.ids).toEqual([generationId]);
    expect(generationCalls(fetchMock)).toEqual([]);
  });

  it('resumes a stream cut off after the generation started, from the last event id, losing and repeating nothing', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-7' }));
    const fetchMock = mockTextApi({
      stream: () =>
        sseResponse([
          sseEvent('generation', { id: generationId }, 1),
          sseEvent('delta', { text: 'Merci ' }, 2),
        ]),
      events: (lastEventId) =>
        lastEventId === '2'
          ? sseResponse([sseEvent('delta', { text: 'beaucoup' }, 3), sseEvent('final', final, 4)])
          : jsonResponse({ error: 'Wrong Last-Event-ID', code: 'bad_request' }, 400),
    });
    const { seen, outcome } = run();
    expect(await outcome).toEqual({ status: 'done', final });
    expect(seen.shown).toBe('Merci beaucoup');
    expect(generationCalls(fetchMock)).toEqual([
      { path: apiPaths.ai.generationEvents(generationId), method: 'GET', lastEventId: '2' },
    ]);
    const resumed = fetchCall(
      fetchMock,
      calledPaths(fetchMock).indexOf(apiPaths.ai.generationEvents(generationId)),
    );
    expect(resumed.headers.get('Authorization')).toBe('Bearer tok-7');
  });

  it('resumes a connection that drops mid-event, going on from the last whole event', async () => {
    storeSession();
    const stream = manualStream();
    const fetchMock = mockTextApi({
      stream: (signal) => liveResponse(stream, signal),
      events: () => sseResponse([sseEvent('delta', { text: 'beaucoup' }, 3), sseEvent('final', final, 4)]),
    });
    const { seen, outcome } = run();
    stream.push(sseEvent('generation', { id: generationId }, 1) + sseEvent('delta', { text: 'Merci ' }, 2));
    // Half of the next event arrives, then the connection breaks: the server sends it again.
    stream.push('id: 3\nevent: delta\ndata: {"te');
    await vi.waitFor(() => expect(seen.shown).toBe('Merci '));
    stream.cut();
    expect(await outcome).toEqual({ status: 'done', final });
    expect(seen.deltas).toEqual(['Merci ', 'beaucoup']);
    expect(generationCalls(fetchMock).map((call) => call.lastEventId)).toEqual(['2']);
  });

  it('replaces what it has shown with a text event', async () => {
    storeSession();
    mockTextApi({
      stream: () =>
        sseResponse([sseEvent('generation', { id: generationId }, 1), sseEvent('delta', { text: 'Mer' }, 2)]),
      events: () =>
        sseResponse([
          sseEvent('text', { text: 'Merci beau' }, 9),
          sseEvent('delta', { text: 'coup' }, 10),
          sseEvent('final', final, 11),
        ]),
    });
    const { seen, outcome } = run();
    expect(await outcome).toEqual({ status: 'done', final });
    expect(seen.shown).toBe('Merci beaucoup');
  });

  it('ends with a stopped final event as done, its text and charge the stopped ones', async () => {
    storeSession();
    const stopped = { ...final, text: 'Merci', words: 1, tokens: 1, credits: 4, stopped: true };
    mockTextApi({
      stream: () => sseResponse([sseEvent('delta', { text: 'Merci' }, 2), sseEvent('final', stopped, 3)]),
    });
    expect(await run().outcome).toEqual({ status: 'done', final: stopped });
  });
});

describe('followGeneration', () => {
  it('reads a running generation from its start and says which one it is', async () => {
    storeSession();
    const fetchMock = mockTextApi({
      events: () =>
        sseResponse([
          sseEvent('generation', { id: generationId }, 1),
          sseEvent('delta', { text: 'Merci ' }, 2),
          sseEvent('delta', { text: 'beaucoup' }, 3),
          sseEvent('final', final, 4),
        ]),
    });
    const { seen, handlers: options } = handlers(new AbortController().signal);
    expect(await followGeneration(generationId, options)).toEqual({ status: 'done', final });
    expect(seen).toEqual({ deltas: ['Merci ', 'beaucoup'], shown: 'Merci beaucoup', ids: [generationId] });
    expect(generationCalls(fetchMock)).toEqual([
      { path: apiPaths.ai.generationEvents(generationId), method: 'GET', lastEventId: '0' },
    ]);
  });

  it('tries again after a wait while the server cannot be reached (a restart), from where it was', async () => {
    storeSession();
    let tries = 0;
    const fetchMock = mockTextApi({
      events: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return sseResponse([sseEvent('delta', { text: 'beaucoup' }, 3), sseEvent('final', final, 4)]);
      },
    });
    const { seen, handlers: options } = handlers(new AbortController().signal);
    expect(await followGeneration(generationId, options, { lastEventId: 2 })).toEqual({
      status: 'done',
      final,
    });
    expect(seen.deltas).toEqual(['beaucoup']);
    expect(generationCalls(fetchMock).map((call) => call.lastEventId)).toEqual(['2', '2']);
  });

  it('stops trying when the page leaves while it waits', async () => {
    storeSession();
    const fetchMock = mockTextApi({
      events: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const controller = new AbortController();
    const { handlers: options } = handlers(controller.signal);
    const outcome = followGeneration(generationId, options);
    await vi.waitFor(() => expect(generationCalls(fetchMock)).toHaveLength(1));
    controller.abort();
    expect(await outcome).toEqual({ status: 'left' });
    expect(generationCalls(fetchMock)).toHaveLength(1);
  });

  it('fails at once on an answer that is not a stream (not the owner: 404)', async () => {
    storeSession();
    const fetchMock = mockTextApi({
      events: () => jsonResponse({ error: 'No such generation.', code: 'not_found' }, 404),
    });
    const { handlers: options } = handlers(new AbortController().signal);
    expect(await followGeneration(generationId, options)).toEqual({
      status: 'failed',
      failure: { error: 'No such generation.', code: 'not_found' },
    });
    expect(generationCalls(fetchMock)).toHaveLength(1);
  });
});
