import type { FastifyReply } from 'fastify';

/** One Server-Sent Event; data is JSON on one line, so it never needs multi-line framing. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
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
    send(name: string, data: unknown) {
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
      if (!reply.raw.writableEnded) reply.raw.write(sseEvent(name, data));
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
