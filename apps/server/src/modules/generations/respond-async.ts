import type { FastifyReply, FastifyRequest } from 'fastify';
import { respondAsync } from '@penwise/contract';

/** The client asked (RFC 7240 `Prefer: respond-async`) for the generation's id at once instead of its result. */
export function prefersAsync(req: FastifyRequest): boolean {
  const header = req.headers[respondAsync.header];
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return values.split(/[,;]/).some((part) => part.trim() === respondAsync.value);
}

/**
 * A started media generation's answer: 202 `{ success: { id } }` when the client prefers it, else the
 * finished result as the synchronous call always answered.
 */
export async function answerStarted<Answer>(
  req: FastifyRequest,
  reply: FastifyReply,
  started: { id: string; done: Promise<Answer> },
): Promise<{ success: Answer } | { success: { id: string } }> {
  if (!prefersAsync(req)) return { success: await started.done };
  reply.code(202).header('preference-applied', respondAsync.value);
  return { success: { id: started.id } };
}
