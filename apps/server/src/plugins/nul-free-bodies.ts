import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Whether any string (value or key) in a parsed JSON body holds U+0000; iterative, so depth cannot overflow. */
export function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      // A loop, not push(...value): spreading a huge array overflows the argument limit.
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      // Plain objects only: a raw Buffer (the webhook's body) is bytes, not text.
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) continue;
      for (const [key, inner] of Object.entries(value)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * Refuses (400) a body carrying U+0000 before any service sees it: PostgreSQL's text and jsonb cannot
 * store it, so a prompt or a name holding one used to fail after the call was charged, as a 500.
 */
export const nulFreeBodies = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!holdsNul(request.body)) return done();
    done(new AppError('validation_failed', 400, 'Text cannot contain the NUL character (\\u0000).'));
  });
});
