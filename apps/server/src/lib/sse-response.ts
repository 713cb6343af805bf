import type { FastifyReply } from 'fastify';

/**
 * One Server-Sent Event; data is JSON on one line, so it never needs multi-line framing. The id lets a
 * reader that lost the stream resume after it (Last-Event-ID).
 */
export function sseEvent(name: string, json: string, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${String(id)}\n`;
  return `${idLine}event: ${name}\ndata: ${json}\n\n`;
}

/**
 * A Server-Sent Events answer that starts lazily: until the first event, errors still answer as
 * plain JSON with their status, so a 402 or a provider outage before the first token is a normal error.
 */
export function lazySseResponse(reply: FastifyReply) {
  let started = false;
  return {
    get started() {
      return started;
    },
    send(name: string, json: string, id?: number) {
      if (!started) {
        started = true;
        // Hijacked replies skip Fastify's header handling: carry over what the hooks set (helmet, rate limit).
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // nginx and similar proxies would otherwise buffer the whole stream.
          'x-accel-buffering': 'no',
        });
      }
      if (!reply.raw.writableEnded) reply.raw.write(sseEvent(name, json, id));
    },
    /** Ends the answer; also when nothing was sent (the client left before the first word). */
    end() {
      if (!started) {
        started = true;
        reply.hijack();
      }
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}

// The reason the reading stops when the client leaves: one shared value, since an abort without one
// builds a DOMException with its stack for every stream, and nothing reads it.
const clientLeft = new Error('the client left');

/**
 * Streams `events` as the answer; errors before the first event answer as plain JSON. The client
 * leaving ends the reading, never the generation.
 */
export async function streamEvents(
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<{ id: number; event: string; data: string }>,
): Promise<FastifyReply> {
  const stream = lazySseResponse(reply);
  const left = new AbortController();
  reply.raw.on('close', () => {
    left.abort(clientLeft);
  });
  try {
    for await (const event of events(left.signal)) stream.send(event.event, event.data, event.id);
  } catch (error) {
    if (!stream.started) throw error;
    // Mid-stream the status is sent: the reader resumes from its last event id.
    reply.log.error({ err: error }, 'event stream failed');
  }
  stream.end();
  return reply;
}
