import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';
import type { OpenAiConnection } from './openai-client.ts';

/** One chunk of a streamed Chat Completion, as far as the text engine reads it. */
export interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  error?: unknown;
}

// Kept-alive connections, as the SDK keeps them: a stream does not pay a TCP (and TLS) handshake.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** A provider's answer as the engine error users see: never the provider's own words. */
export function errorOfStatus(status: number): AiEngineError {
  if (status === 429) return new AiEngineError('busy', aiEngineMessages.busy);
  if (status === 401 || status === 403 || status === 404)
    return new AiEngineError('misconfigured', aiEngineMessages.misconfigured);
  if (status >= 400 && status < 500) return new AiEngineError('rejected', aiEngineMessages.rejected);
  return new AiEngineError('unavailable', aiEngineMessages.unavailable);
}

// The statuses the SDK retries (a lock timeout, a conflict, rate limits, the provider's own failures).
const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** The wait before the one retry: the provider's retry-after when it is short, else about half a second. */
function retryDelayMs(res: IncomingMessage | undefined): number {
  const ms = Number(res?.headers['retry-after-ms']);
  if (ms >= 0 && ms <= 60_000) return ms;
  const seconds = Number(res?.headers['retry-after']);
  if (seconds >= 0 && seconds <= 60) return seconds * 1000;
  return 500 * (0.75 + Math.random() / 4);
}

/** POSTs `body`; answers the response once its headers arrive, or fails (timeout, connection, abort). */
function post(url: URL, connection: OpenAiConnection, body: string, signal?: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: 'POST',
      agent: agents[url.protocol === 'https:' ? 'https:' : 'http:'],
      headers: {
        authorization: `Bearer ${connection.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'content-length': Buffer.byteLength(body),
      },
      signal,
    });
    // Like the SDK's timeout, it ends at the headers: silence mid-answer is the caller's to watch.
    const timer = setTimeout(() => {
      req.destroy(new AiEngineError('timeout', aiEngineMessages.timeout));
    }, connection.timeoutMs);
    req.once('response', (res) => {
      clearTimeout(timer);
      resolve(res);
    });
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/**
 * A streamed Chat Completion over node:http, without the SDK: the SDK's fetch and web streams cost
 * more CPU per chunk than the rest of a stream's path in the app. Retries once, before any output,
 * as the SDK does (429, 5xx, a failed connection); its errors are AiEngineErrors.
 */
export async function* streamChatCompletion(
  connection: OpenAiConnection,
  request: object,
  signal?: AbortSignal,
): AsyncGenerator<CompletionChunk> {
  const base = (connection.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const url = new URL(`${base}/chat/completions`);
  const body = JSON.stringify(request);
  let res: IncomingMessage | undefined;
  for (let attempt = 0; ; attempt += 1) {
    let failure: AiEngineError;
    try {
      res = await post(url, connection, body, signal);
      if (res.statusCode === 200) break;
      failure = errorOfStatus(res.statusCode ?? 500);
      res.resume();
    } catch (error) {
      if (signal?.aborted) throw asEngineError(error);
      // A timeout or a failed connection: retried once, as the SDK does.
      failure = asEngineError(error);
      res = undefined;
    }
    const status = res?.statusCode;
    if (attempt >= 1 || (status !== undefined && !retryable(status))) throw failure;
    await sleep(retryDelayMs(res), undefined, { signal });
  }
  yield* chunksOf(res);
}

/** The chunks of an event stream answer, until `[DONE]` or its end. */
async function* chunksOf(res: IncomingMessage): AsyncGenerator<CompletionChunk> {
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event) });
  res.setEncoding('utf8');
  let finished = false;
  try {
    // Not destroyed on an early return: after [DONE] its connection goes back to the agent.
    for await (const text of res.iterator({ destroyOnReturn: false }) as AsyncIterable<string>) {
      parser.feed(text);
      for (const event of parsed.splice(0)) {
        if (event.data === '[DONE]') {
          finished = true;
          return;
        }
        const chunk = JSON.parse(event.data) as CompletionChunk;
        // A provider that fails mid-answer says so in the stream.
        if (chunk.error) throw new AiEngineError('unavailable', aiEngineMessages.unavailable);
        yield chunk;
      }
    }
  } catch (error) {
    throw asEngineError(error);
  } finally {
    // After [DONE] the rest of the answer is read, so the kept-alive connection serves the next
    // stream; a reader that stops early (a Stop, a timeout, a failure) lets go of the connection.
    if (!res.complete) {
      if (finished) res.resume();
      else res.destroy();
    }
  }
}

function asEngineError(error: unknown): AiEngineError {
  if (error instanceof AiEngineError) return error;
  return new AiEngineError('unavailable', aiEngineMessages.unavailable, { cause: error });
}
