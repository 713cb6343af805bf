import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, BillingPortalAnswer, BillingStatusAnswer, UserBody } from '@penwise/contract';
import type { BillingStatusService } from './billing-status.service.ts';
import type { PaymentCustomers } from './payment-customers.service.ts';

const body = UserBody.optional();

/** /api/billing/status and /api/billing/portal: the plan's payment state and the provider's customer portal. */
export async function billingPortalRoutes(
  app: FastifyInstance,
  { status, customers }: { status: BillingStatusService; customers: PaymentCustomers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate;

  api.post(
    apiPaths.billing.status,
    { schema: { body, response: { 200: BillingStatusAnswer } }, preHandler },
    async (req) => ({ success: await status.status(req.user.id) }),
  );

  api.post(
    apiPaths.billing.portal,
    {
      schema: { body, response: { 200: BillingPortalAnswer } },
      preHandler,
      // Each call opens a session at the provider, whose API has its own rate limit.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => ({ success: { url: await customers.portalLink(req.user.id) } }),
  );
}
