import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: an error status, or a stream of content deltas (optionally with usage, or cut off). */
export type FakeAnswer =
  | { status: number; error: string }
  /** An images/generations answer: the picture inline (b64_json), as a link, or a link that never answers. */
  | { image: 'b64' | 'url' | 'stalled-url' }
  /** An audio/speech answer: these MP3 bytes. */
  | { speech: Uint8Array }
  /**
   * An audio/transcriptions answer: this text; with response_format verbose_json also the task,
   * language, segments and the `duration` (seconds billed) when given, as Whisper answers.
   */
  | { transcription: string; duration?: number }
  /** A provider that never answers: no status, no byte, the connection held open. */
  | { hang: true }
  | {
      deltas: string[];
      usage?: { prompt_tokens: number; completion_tokens: number };
      dropAfter?: number;
      /** After this many deltas the stream goes silent with the connection left open (a stalled model). */
      stallAfter?: number;
      /** Pacing like a real model: wait before the first delta, and between deltas. */
      firstDeltaMs?: number;
      deltaIntervalMs?: number;
    };

export interface FakeOpenAiOptions {
  /** Answer used whenever the script is empty (benchmarks); without it an empty script answers 500. */
  whenIdle?: FakeAnswer;
  /** Keep no request log (benchmarks send thousands). */
  forgetRequests?: boolean;
}

const pause = (ms: number | undefined) =>
  ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export interface FakeOpenAi {
  baseURL: string;
  requests: { path: string; body: Record<string, unknown> }[];
  answer(...answers: FakeAnswer[]): void;
  /** Requests whose connection is still open (a client that gave up closes its end). */
  openRequests(): number;
  /** Forgets recorded requests and unused answers. */
  reset(): void;
  close(): Promise<void>;
}

/** JSON bodies as they are; multipart fields as strings, files as their name, type and size. */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data'))
    return JSON.parse(raw.toString() || '{}') as Record<string, unknown>;
  // Deprecated for servers because it buffers the body; this fake only ever sees small test files.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    body[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  }
  return body;
}

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

// A 1x1 PNG: enough for the adapter to scale and store.
export const fakePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A local server speaking the Chat Completions wire format (SSE streaming), for testing the SDK engine. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const requests: FakeOpenAi['requests'] = [];
  let open = 0;
  const server: Server = createServer((req, res) => {
    open += 1;
    res.once('close', () => (open -= 1));
    void (async () => {
      if (req.method === 'GET' && req.url === '/files/stalled.png') return;
      if (req.method === 'GET' && req.url === '/files/image.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(fakePng);
        return;
      }
      const body = await readBody(req);
      if (!options.forgetRequests) requests.push({ path: req.url ?? '', body });
      const next = queue.shift() ?? options.whenIdle ?? { status: 500, error: 'no scripted answer' };
      if ('hang' in next) return;
      if ('status' in next) {
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: next.error, type: 'fake_error' } }));
        return;
      }
      if ('transcription' in next) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const verbose = body.response_format === 'verbose_json';
        const duration = next.duration === undefined ? {} : { duration: next.duration };
        res.end(
          JSON.stringify(
            verbose
              ? {
                  task: 'transcribe',
                  language: 'english',
                  ...duration,
                  text: next.transcription,
                  segments: [],
                }
              : { text: next.transcription },
          ),
        );
        return;
      }
      if ('speech' in next) {
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(next.speech);
        return;
      }
      if ('image' in next) {
        const { port } = server.address() as AddressInfo;
        const file = next.image === 'stalled-url' ? 'stalled.png' : 'image.png';
        const image =
          next.image === 'b64'
            ? { b64_json: fakePng.toString('base64') }
            : { url: `http://127.0.0.1:${String(port)}/files/${file}` };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ created: 0, data: [image] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: '' }));
      await pause(next.firstDeltaMs);
      for (const [i, text] of next.deltas.entries()) {
        if (i > 0) await pause(next.deltaIntervalMs);
        if (next.stallAfter !== undefined && i >= next.stallAfter) return;
        if (next.dropAfter !== undefined && i >= next.dropAfter) {
          // Let what was written reach the client first, then cut the connection mid-stream.
          setTimeout(() => res.destroy(), 50);
          return;
        }
        res.write(chunk({ content: text }));
      }
      if (next.usage)
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [], usage: next.usage })}\n\n`,
        );
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => queue.push(...answers),
    openRequests: () => open,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
