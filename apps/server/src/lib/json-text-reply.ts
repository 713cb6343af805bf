import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON text (the database wrote it) as it is: a string with a JSON
 * content type skips the route's serializer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
