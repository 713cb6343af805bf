import { apiPaths, type EngineName } from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { enginesAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
export { jsonResponse } from '~test/responses';

/** One Server-Sent Event as the server writes it. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An event-stream body the test feeds by hand (`push`, `close`), so it can look at the page
 * between events. Aborting the request errors the stream, as fetch does.
 */
export function manualStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    body,
    push: (chunk: string) => controller?.enqueue(encoder.encode(chunk)),
    close: () => controller?.close(),
    abortWith: (signal: AbortSignal | null | undefined) =>
      signal?.addEventListener('abort', () =>
        controller?.error(new DOMException('The operation was aborted.', 'AbortError')),
      ),
  };
}

/** A finished event-stream answer made of `chunks`. */
export function sseResponse(chunks: string[]): Response {
  const stream = manualStream();
  for (const chunk of chunks) stream.push(chunk);
  stream.close();
  return new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } });
}

interface TextApiOptions {
  /** The answer to POST /api/ai/text/stream; gets the request's signal. */
  stream?: (signal: AbortSignal | null | undefined) => Response;
  engine?: EngineName;
  /** has-plan's answer ('False' for none) and show-credits' balance; unset: 404 like any other path. */
  plan?: string;
  credits?: { x: number; y: number };
}

/** Answers the engines call and the stream call; anything else is a 404 the test would notice. */
export function mockTextApi({
  stream = () => sseResponse([]),
  engine = 'openai',
  plan,
  credits,
}: TextApiOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.ai.engines) return Promise.resolve(jsonResponse(enginesAnswer(engine)));
    if (path === apiPaths.ai.textStream) return Promise.resolve(stream(init?.signal));
    if (path === apiPaths.plans.hasPlan && plan) return Promise.resolve(jsonResponse({ success: plan }));
    if (path === apiPaths.plans.showCredits && credits) {
      return Promise.resolve(jsonResponse({ success: credits }));
    }
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The text API answering the stream call with a stream the test writes into, which errors as a
 * browser's does when the page aborts it (Stop); answers the stream and the fetch mock.
 */
export function mockStoppableStream(options: Omit<TextApiOptions, 'stream'> = {}) {
  const stream = manualStream();
  const fetchMock = mockTextApi({
    ...options,
    stream: (signal) => {
      stream.abortWith(signal);
      return new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
  });
  return { stream, fetchMock };
}
