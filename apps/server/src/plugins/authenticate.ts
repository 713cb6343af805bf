import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts, UserIdentity } from '@penwise/contract';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../modules/auth/auth.service.ts';
import type { LiveSessions, SessionLookup } from '../modules/auth/live-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Like authenticate, for a login identity that did not come as a JSON body (a multipart field). */
    authenticateIdentity: (request: FastifyRequest, identity: unknown) => Promise<void>;
    /**
     * Like authenticate, reading `lookup`'s columns in the same statement as the session (one round
     * trip instead of two); answers what it read.
     */
    authenticateReading: <T>(request: FastifyRequest, lookup: SessionLookup<T>) => Promise<T>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The token inside a login identity sent in the body (`{ success: { idToken } }` or `{ idToken }`), if any. */
function tokenOfIdentity(value: unknown): string | undefined {
  const identity = UserIdentity.safeParse(value);
  if (!identity.success || !identity.data) return undefined;
  return identity.data.success?.idToken ?? identity.data.idToken ?? undefined;
}

/** The session token from `Authorization: Bearer …`, or (for clients that send no header) from the body's `user` field. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerOf(request);
  if (bearer) return bearer;
  const body = request.body;
  return typeof body === 'object' && body !== null && 'user' in body ? tokenOfIdentity(body.user) : undefined;
}

const signedInToken = (token: string | undefined) => {
  if (!token) throw new AppError('not_authenticated', 401, errorTexts.notAuthenticated);
  return token;
};

/** Decorates `app.authenticate`, a preHandler that sets `request.user` or answers 401, and its variants. */
export const authenticatePlugin = fp<{ sessions: LiveSessions }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('user', null as unknown as AuthenticatedUser);
    async function signIn(request: FastifyRequest, token: string | undefined) {
      request.user = await sessions.authenticate(signedInToken(token));
    }
    app.decorate('authenticate', (request: FastifyRequest) => signIn(request, tokenOf(request)));
    app.decorate('authenticateIdentity', (request: FastifyRequest, identity: unknown) =>
      signIn(request, bearerOf(request) ?? tokenOfIdentity(identity)),
    );
    app.decorate(
      'authenticateReading',
      async <T>(request: FastifyRequest, lookup: SessionLookup<T>): Promise<T> => {
        const { user, read } = await sessions.authenticateWith(signedInToken(tokenOf(request)), lookup);
        request.user = user;
        return read;
      },
    );
  },
);
