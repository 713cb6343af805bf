import { apiPaths, type EngineName, type HistoryItem, type TextStreamFinal } from '@penwise/contract';
import { vi } from 'vitest';
import { buildGeneration } from '~test/history-factories';
import { urlOf } from '~test/render';
import { enginesAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
export { jsonResponse } from '~test/responses';

/** The id the faked server gives every generation. */
export const generationId = '00000000-0000-4000-8000-0000000000aa';

/** One Server-Sent Event as the server writes it, with its SSE id when given. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${String(id)}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A stopped generation's final event: what it wrote before the stop, and its charge. */
export function stoppedFinal(overrides: Partial<TextStreamFinal> = {}): TextStreamFinal {
  return { text: '', words: 0, tokens: 0, credits: 0, historyId: '', stopped: true, ...overrides };
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
    /** Cuts the connection, as a proxy or a restarting server does. */
    cut: () => controller?.error(new TypeError('network error')),
    abortWith: (signal: AbortSignal | null | undefined) =>
      signal?.addEventListener('abort', () =>
        controller?.error(new DOMException('The operation was aborted.', 'AbortError')),
      ),
  };
}

const eventStream = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });

/** A finished event-stream answer made of `chunks`. */
export function sseResponse(chunks: string[]): Response {
  const stream = manualStream();
  for (const chunk of chunks) stream.push(chunk);
  stream.close();
  return eventStream(stream.body);
}

/** An event-stream answer the test writes into; aborting the request errors it, as a browser's does. */
export function liveResponse(
  stream: ReturnType<typeof manualStream>,
  signal: AbortSignal | null | undefined,
) {
  stream.abortWith(signal);
  return eventStream(stream.body);
}

interface TextApiOptions {
  /** The answer to POST /api/ai/text/stream; gets the request's signal. */
  stream?: (signal: AbortSignal | null | undefined) => Response;
  /** GET …/generations/:id/events, with the Last-Event-ID sent; unset: 404 (no retries). */
  events?: (lastEventId: string | null, signal: AbortSignal | null | undefined) => Response;
  /** POST …/generations/:id/stop; by default a success answering the generation as still running. */
  stop?: (id: string) => Response;
  /** show-history's items (the page looks for a running generation of its tool); none by default. */
  history?: HistoryItem[];
  engine?: EngineName;
  /** has-plan's answer ('False' for none) and show-credits' balance; unset: 404 like any other path. */
  plan?: string;
  credits?: { x: number; y: number };
}

const generationPath = /^\/api\/ai\/generations\/([^/]+)(\/events|\/stop)?$/;

/** Answers the engines, history, stream and generation calls; anything else is a 404 the test would notice. */
export function mockTextApi({
  stream = () => sseResponse([]),
  events,
  stop = (id) => jsonResponse({ success: buildGeneration({ id }) }),
  history = [],
  engine = 'openai',
  plan,
  credits,
}: TextApiOptions = {}) {
  const notFound = () => jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const generation = generationPath.exec(path);
    if (path === apiPaths.ai.engines) return Promise.resolve(jsonResponse(enginesAnswer(engine)));
    if (path === apiPaths.ai.textStream) return Promise.resolve(stream(init?.signal));
    if (path === apiPaths.plans.showHistory) return Promise.resolve(jsonResponse({ success: history }));
    if (generation?.[2] === '/events' && events) {
      return Promise.resolve(events(new Headers(init?.headers).get('Last-Event-ID'), init?.signal));
    }
    if (generation?.[2] === '/stop' && init?.method === 'POST')
      return Promise.resolve(stop(generation[1] ?? ''));
    if (path === apiPaths.plans.hasPlan && plan) return Promise.resolve(jsonResponse({ success: plan }));
    if (path === apiPaths.plans.showCredits && credits) {
      return Promise.resolve(jsonResponse({ success: credits }));
    }
    return Promise.resolve(notFound());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The text API answering the stream call with a stream the test writes into, which starts with the
 * generation's id and errors as a browser's does when the page aborts it (leaving). The stop call
 * ends it with `final` (by default nothing written, nothing charged), as the server does.
 */
export function mockStoppableStream(
  options: Omit<TextApiOptions, 'stream' | 'stop'> & { final?: TextStreamFinal } = {},
) {
  const { final = stoppedFinal(), ...api } = options;
  const stream = manualStream();
  const fetchMock = mockTextApi({
    ...api,
    stream: (signal) => {
      stream.push(sseEvent('generation', { id: generationId }, 1));
      return liveResponse(stream, signal);
    },
    stop: (id) => {
      stream.push(sseEvent('final', final));
      stream.close();
      return jsonResponse({ success: buildGeneration({ id }) });
    },
  });
  return { stream, fetchMock };
}

/** The paths of the generation calls made so far (events, stop), in order. */
export function generationCalls(fetchMock: ReturnType<typeof mockTextApi>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      path: new URL(urlOf(input), 'http://localhost').pathname,
      method: init?.method ?? 'GET',
      lastEventId: new Headers(init?.headers).get('Last-Event-ID'),
    }))
    .filter((call) => generationPath.test(call.path));
}
