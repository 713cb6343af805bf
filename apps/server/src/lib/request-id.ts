import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const header = 'x-request-id';
// A proxy's id is kept when it looks like one; anything else (or nothing) gets a fresh UUID.
const safeId = /^[\w.:-]{8,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when well-formed, so logs line up across hops. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[header];
  return typeof given === 'string' && safeId.test(given) ? given : randomUUID();
}

export const requestIdHeader = header;
