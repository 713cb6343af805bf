import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts, UserIdentity } from '@penwise/contract';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

/** The session token from `Authorization: Bearer …`, or (SPEC clients) from the body's `user` field. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('user' in body)) return undefined;
  const identity = UserIdentity.safeParse(body.user);
  if (!identity.success || !identity.data) return undefined;
  return identity.data.success?.idToken ?? identity.data.idToken ?? undefined;
}

/** Decorates `app.authenticate`, a preHandler that sets `request.user` or answers 401. */
export const authenticatePlugin = fp<{ auth: AuthService }>(async (app: FastifyInstance, { auth }) => {
  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('not_authenticated', 401, errorTexts.notAuthenticated);
    request.user = await auth.authenticate(token);
  });
});
