import { apiPaths, errorTexts, type TextGenerationBody } from '@penwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { fetchCall } from '~test/render';
import { storageKeys } from '~/lib/storage-keys';
import { jsonResponse, manualStream, mockTextApi, sseEvent, sseResponse } from '../testing/sse-fixtures';
import { streamText } from './stream-text';

const body: TextGenerationBody = {
  tool_data: { slug: 'write-anything' },
  content: 'A thank-you note',
  tone: 'Friendly',
  language: 'French',
};
const final = { text: 'Merci beaucoup', words: 2, tokens: 3, credits: 11, historyId: 'h1' };

function run(signal = new AbortController().signal) {
  const deltas: string[] = [];
  const outcome = streamText(body, { signal, onDelta: (text) => deltas.push(text) });
  return { deltas, outcome };
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

  it('ends as stopped when the caller aborts mid-stream', async () => {
    storeSession();
    const stream = manualStream();
    mockTextApi({
      stream: (signal) => {
        stream.abortWith(signal);
        return new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    const controller = new AbortController();
    const { deltas, outcome } = run(controller.signal);
    stream.push(sseEvent('delta', { text: 'Some' }));
    await vi.waitFor(() => expect(deltas).toEqual(['Some']));
    controller.abort();
    expect(await outcome).toEqual({ status: 'stopped' });
  });
});
