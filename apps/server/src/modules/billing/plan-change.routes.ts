import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ChangePlanAnswer,
  ChangePlanBody,
  ChangePreviewAnswer,
  ChangePreviewQuery,
} from '@penwise/contract';
import type { PlanChanges } from './plan-change.service.ts';

// A change calls the payment provider, whose API has its own rate limit we must not let anyone exhaust.
const providerCalls = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** /api/plans/change-preview and /api/plans/change-plan: moving between plans while one is active. */
export async function planChangeRoutes(app: FastifyInstance, { planChanges }: { planChanges: PlanChanges }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate;

  api.get(
    apiPaths.plans.changePreview,
    { schema: { querystring: ChangePreviewQuery, response: { 200: ChangePreviewAnswer } }, preHandler },
    async (req) => ({ success: await planChanges.preview(req.user.id, req.query.plan) }),
  );

  api.post(
    apiPaths.plans.changePlan,
    {
      schema: { body: ChangePlanBody, response: { 200: ChangePlanAnswer } },
      preHandler,
      config: providerCalls,
    },
    async (req) => ({ success: await planChanges.change(req.user.id, req.body.plan) }),
  );
}
