import {
  apiPaths,
  TextStreamDelta,
  textStreamEvents,
  TextStreamFinal,
  TextStreamGeneration,
} from '@penwise/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiUrl, clientErrorTexts, readFailure, readJson, type ApiFailure } from './api-client';
import { readIdToken } from './session';

/** How a followed generation ended: its final event, a failure, or the page that left. */
export type StreamOutcome =
  { status: 'done'; final: TextStreamFinal } | { status: 'failed'; failure: ApiFailure } | { status: 'left' };

export interface StreamHandlers {
  /** Aborted when the page goes away: the reading stops, the generation goes on on the server. */
  signal: AbortSignal;
  /** The generation's id, as soon as the server has started it. */
  onGeneration?: (id: string) => void;
  /** Each `delta` event's text, in order; the caller appends them. */
  onDelta: (text: string) => void;
  /** The whole text so far, replacing what was shown (a resume the server could not replay event by event). */
  onText: (text: string) => void;
}

const networkFailure: ApiFailure = { error: clientErrorTexts.network, code: 'network_error' };
const unexpectedFailure: ApiFailure = { error: clientErrorTexts.unexpected, code: 'unexpected_answer' };
// A dropped stream is picked up again this many times, after a short wait each time.
const resumeAttempts = 5;
const resumeWaitMs = 1000;

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** What one SSE event means; undefined while the stream goes on. */
function readEvent(event: EventSourceMessage, handlers: StreamHandlers): StreamOutcome | undefined {
  const data = parseData(event.data);
  switch (event.event) {
    case textStreamEvents.generation: {
      const started = TextStreamGeneration.safeParse(data);
      if (started.success) handlers.onGeneration?.(started.data.id);
      return undefined;
    }
    case textStreamEvents.delta:
    case textStreamEvents.text: {
      const delta = TextStreamDelta.safeParse(data);
      if (!delta.success) return { status: 'failed', failure: unexpectedFailure };
      if (event.event === textStreamEvents.delta) handlers.onDelta(delta.data.text);
      else handlers.onText(delta.data.text);
      return undefined;
    }
    case textStreamEvents.final: {
      const final = TextStreamFinal.safeParse(data);
      return final.success
        ? { status: 'done', final: final.data }
        : { status: 'failed', failure: unexpectedFailure };
    }
    case textStreamEvents.error:
      return { status: 'failed', failure: readFailure(data) ?? unexpectedFailure };
    default:
      // A newer server may add events (progress, keep-alive); this build ignores them.
      return undefined;
  }
}

/** Reads one answer's events until final or error; undefined when the stream was cut off first. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
  position: { lastEventId: number },
): Promise<StreamOutcome | undefined> {
  let outcome: StreamOutcome | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (outcome) return;
      const id = Number(event.id);
      if (Number.isInteger(id) && id > 0) position.lastEventId = id;
      outcome = readEvent(event, handlers);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Stops the download once the outcome is known; later bytes cannot change it.
    void reader.cancel().catch(() => undefined);
  }
  return outcome;
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'text/event-stream, application/json' };
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** One request's events; a JSON answer (refused before anything started) is its failure. */
async function readAnswer(
  request: () => Promise<Response>,
  handlers: StreamHandlers,
  position: { lastEventId: number },
): Promise<StreamOutcome | undefined> {
  const response = await request();
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    const json = await readJson(response);
    const failure = readFailure(json);
    return {
      status: 'failed',
      failure: failure ?? (json === undefined ? networkFailure : unexpectedFailure),
    };
  }
  return readStream(response.body, handlers, position);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Follows a generation's events (GET …/events) from after `lastEventId` until it ends, picking the
 * stream up again from the last event seen when the connection drops.
 */
export async function followGeneration(
  id: string,
  handlers: StreamHandlers,
  position = { lastEventId: 0 },
): Promise<StreamOutcome> {
  const { signal } = handlers;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === resumeAttempts) return { status: 'failed', failure: networkFailure };
    if (attempt > 0) await wait(resumeWaitMs * attempt, signal);
    if (signal.aborted) return { status: 'left' };
    try {
      const request = () =>
        fetch(apiUrl(apiPaths.ai.generationEvents(id)), {
          headers: { ...authHeaders(), 'Last-Event-ID': String(position.lastEventId) },
          signal,
        });
      const outcome = await readAnswer(request, handlers, position);
      // A proxy's 502 while the server restarts reads as a network failure: worth another try.
      if (outcome && !(outcome.status === 'failed' && outcome.failure.code === 'network_error'))
        return outcome;
    } catch {
      // Cut off, or aborted because the page left: the next turn tells which.
    }
  }
}

/**
 * POSTs `body` to a streaming generation call (`apiPaths.ai.textStream`, `apiPaths.ai.edit`), then reads
 * its events. Failures before the start come back as a JSON ErrorAnswer with an HTTP status; after
 * that as an `error` event. A dropped connection is resumed from the last event seen. Leaving
 * (aborting `signal`) does not stop the generation: Stop does.
 */
export async function streamGeneration(
  path: string,
  body: unknown,
  handlers: StreamHandlers,
): Promise<StreamOutcome> {
  const { signal } = handlers;
  let generationId: string | undefined;
  const tracked: StreamHandlers = {
    ...handlers,
    onGeneration: (id) => {
      generationId = id;
      handlers.onGeneration?.(id);
    },
  };
  const position = { lastEventId: 0 };
  try {
    const request = () =>
      fetch(apiUrl(path), {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
    const outcome = await readAnswer(request, tracked, position);
    if (outcome) return outcome;
  } catch {
    if (signal.aborted) return { status: 'left' };
  }
  // Cut off mid-stream (a proxy, a restart, a network change): pick it up where it was.
  if (!generationId) return { status: 'failed', failure: networkFailure };
  return followGeneration(generationId, tracked, position);
}
