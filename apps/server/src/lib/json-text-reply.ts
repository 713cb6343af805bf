import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON (the database wrote it) as it is: its UTF-8 bytes with a JSON
 * content type skip the route's serializer.
 */
export function sendJsonText(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
