import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, CreditsAnswer, UserBody } from '@penwise/contract';
import type { SessionLookup } from '../auth/live-sessions.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import type { Balance } from './session-balance.ts';

/** POST /api/plans/show-credits: the user's pack (x) and subscription (y) credits. */
export async function creditsRoutes(
  app: FastifyInstance,
  options: { sessionBalance: SessionLookup<Balance> },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.plans.showCredits,
    {
      schema: { body: UserBody.optional(), response: { 200: CreditsAnswer } },
      serializerCompiler: compiledSerializer,
    },
    // The session and the balance come in one statement: every show-credits call is one round trip.
    async (req) => ({ success: await app.authenticateReading(req, options.sessionBalance) }),
  );
}
