import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, CreditsAnswer, UserBody } from '@penwise/contract';
import type { CreditsService } from './credits.service.ts';

/** POST /api/plans/show-credits: the user's pack (x) and subscription (y) credits. */
export async function creditsRoutes(app: FastifyInstance, { credits }: { credits: CreditsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.plans.showCredits,
    {
      schema: { body: UserBody.optional(), response: { 200: CreditsAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await credits.balance(req.user.id) }),
  );
}
