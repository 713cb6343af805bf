import {
  apiPaths,
  TextStreamDelta,
  textStreamEvents,
  TextStreamFinal,
  type TextGenerationBody,
} from '@penwise/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiUrl, clientErrorTexts, readFailure, readJson, type ApiFailure } from '../../../lib/api-client';
import { readIdToken } from '../../../lib/session';

/** How a streamed generation ended: the final event, a failure, or the user's Stop. */
export type StreamOutcome =
  | { status: 'done'; final: TextStreamFinal }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'stopped' };

interface StreamOptions {
  signal: AbortSignal;
  /** Each `delta` event's text, in order; the caller appends them. */
  onDelta: (text: string) => void;
}

const networkFailure: ApiFailure = { error: clientErrorTexts.network, code: 'network_error' };
const unexpectedFailure: ApiFailure = { error: clientErrorTexts.unexpected, code: 'unexpected_answer' };

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** What one SSE event means; undefined for a delta (already handed on) or an unknown event name. */
function readEvent(event: EventSourceMessage, onDelta: (text: string) => void): StreamOutcome | undefined {
  const data = parseData(event.data);
  switch (event.event) {
    case textStreamEvents.delta: {
      const delta = TextStreamDelta.safeParse(data);
      if (!delta.success) return { status: 'failed', failure: unexpectedFailure };
      onDelta(delta.data.text);
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

/** Reads the event stream until a final or error event, or until it ends. */
async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void) {
  let outcome: StreamOutcome | undefined;
  const parser = createParser({
    onEvent: (event) => {
      outcome ??= readEvent(event, onDelta);
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
  // A stream that ends without final or error was cut off (server restart, proxy timeout).
  return outcome ?? { status: 'failed', failure: networkFailure };
}

/**
 * POST /api/ai/text/stream. Failures before streaming come back as a JSON ErrorAnswer with an
 * HTTP status; after that as an `error` event. Both go through api-client's failure rules, so a
 * gone session is cleared here too. Aborting `signal` is the Stop button: the server then charges
 * only for the text already streamed.
 */
export async function streamText(
  body: TextGenerationBody,
  { signal, onDelta }: StreamOptions,
): Promise<StreamOutcome> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream, application/json',
    'Content-Type': 'application/json',
  };
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await fetch(apiUrl(apiPaths.ai.textStream), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      const json = await readJson(response);
      const failure = readFailure(json);
      if (failure) return { status: 'failed', failure };
      return { status: 'failed', failure: json === undefined ? networkFailure : unexpectedFailure };
    }
    return await readStream(response.body, onDelta);
  } catch {
    return signal.aborted ? { status: 'stopped' } : { status: 'failed', failure: networkFailure };
  }
}
