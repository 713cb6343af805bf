import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  CheckoutSessionId,
  CreateCheckoutAnswer,
  CreateCheckoutBody,
  HasPlanAnswer,
  InvoicesAnswer,
  MessageAnswer,
  PaymentsAnswer,
  type PaymentsMode,
  PurchaseBody,
  ReferralAnswer,
  UserBody,
  VerifySessionAnswer,
} from '@penwise/contract';
import type { BillingService } from './billing.service.ts';

const paths = apiPaths.plans;
const body = UserBody.optional();
// Both routes call the payment provider, whose API has its own rate limit we must not let anyone exhaust.
const providerCalls = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** /api/plans/* purchases and plans, and /api/affiliate/affiliate-logs; all but verify-session and payments need a login. */
export async function billingRoutes(
  app: FastifyInstance,
  { billing, paymentsMode }: { billing: BillingService; paymentsMode: PaymentsMode },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate;

  api.post(
    paths.createCheckoutSession,
    {
      schema: { body: CreateCheckoutBody, response: { 200: CreateCheckoutAnswer } },
      preHandler,
      config: providerCalls,
    },
    (req) => billing.createCheckout(req.user, req.body),
  );

  // Open to guests like Stripe's own redirect: the unguessable session id is the key.
  api.get(
    `${paths.verifySession}/:id`,
    {
      schema: { params: z.object({ id: CheckoutSessionId }), response: { 200: VerifySessionAnswer } },
      config: providerCalls,
    },
    (req) => billing.verifySession(req.params.id),
  );

  // Public: /pricing tells guests too when nothing can be bought here.
  api.get(paths.payments, { schema: { response: { 200: PaymentsAnswer } } }, () => ({
    success: { mode: paymentsMode },
  }));

  api.post(
    paths.purchase,
    { schema: { body: PurchaseBody, response: { 200: MessageAnswer } }, preHandler },
    async (req) => ({ success: await billing.purchase(req.user, req.body) }),
  );

  api.post(
    paths.hasPlan,
    { schema: { body, response: { 200: HasPlanAnswer } }, preHandler },
    async (req) => ({ success: await billing.hasPlan(req.user.id) }),
  );

  api.post(
    paths.cancelPlan,
    { schema: { body, response: { 200: MessageAnswer } }, preHandler },
    async (req) => ({ success: await billing.cancelPlan(req.user.id) }),
  );

  api.post(
    paths.resumePlan,
    { schema: { body, response: { 200: MessageAnswer } }, preHandler },
    async (req) => ({ success: await billing.resumePlan(req.user.id) }),
  );

  api.post(
    apiPaths.affiliateLogs,
    { schema: { body, response: { 200: InvoicesAnswer } }, preHandler },
    async (req) => ({ success: { logs: await billing.invoices(req.user.id) } }),
  );

  api.post(paths.referral, { schema: { body, response: { 200: ReferralAnswer } }, preHandler }, (req) => ({
    success: billing.referral(req.user),
  }));
}
