import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdvanceClockAnswer,
  AdvanceClockBody,
  apiPaths,
  billingMessages,
  CheckoutSessionId,
  pageLinks,
  pagePaths,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { checkoutPage, checkoutPageCsp, messagePage } from './test-checkout-page.ts';
import type { TestCheckout } from './test-checkout.service.ts';

const paths = apiPaths.testCheckout;
const Session = z.object({ sessionId: CheckoutSessionId });
// The page is opened from a link: a mangled id gets the "not found" page, not a JSON error.
const PageParams = z.object({ sessionId: z.string().max(255) });

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Only a caller on this machine, talking to us directly (not through a proxy), may move the clock. */
async function fromThisMachine(request: FastifyRequest) {
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  if (!direct || !loopback.has(request.socket.remoteAddress ?? '')) {
    throw new AppError('forbidden', 403, billingMessages.loopbackOnly);
  }
}

/**
 * The test checkout (registered only when PAYMENTS is test): its page, Pay / Cancel, and the clock.
 * Pay and Cancel need the session of the user who started the checkout: the page's script sends the
 * one the web app stores on this origin. A checkout id alone (a shared link) pays nothing.
 */
export async function testCheckoutRoutes(
  app: FastifyInstance,
  { testCheckout, brandName }: { testCheckout: TestCheckout; brandName: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate;

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .status(status)
      .header('content-security-policy', checkoutPageCsp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  const back = { href: pagePaths.pricing, label: 'Back to pricing' };
  const notFound = (reply: FastifyReply) =>
    html(reply, 404, messagePage(brandName, 'Checkout not found', billingMessages.checkoutNotFound, back));
  // Pay and Cancel are called by the page's script: a JSON error it can show.
  const noSuchCheckout = () => new AppError('checkout_not_found', 404, billingMessages.checkoutNotFound);
  const toSuccess = (reply: FastifyReply, sessionId: string) =>
    reply.redirect(pageLinks.successForSession(sessionId), 303);

  api.get(`${paths.page}/:sessionId`, { schema: { params: PageParams } }, async (req, reply) => {
    // Ids are checked before the lookup: the database cannot even compare some strings (a NUL byte).
    if (!CheckoutSessionId.safeParse(req.params.sessionId).success) return notFound(reply);
    const page = await testCheckout.page(req.params.sessionId);
    if (!page || page.status === 'expired') return notFound(reply);
    if (page.status === 'complete') {
      const link = { href: pageLinks.successForSession(page.sessionId), label: 'Continue' };
      return html(reply, 200, messagePage(brandName, 'Already paid', 'This checkout is complete.', link));
    }
    return html(reply, 200, checkoutPage(brandName, page));
  });

  api.post(
    `${paths.actions}/:sessionId/pay`,
    { schema: { params: Session }, preHandler },
    async (req, reply) => {
      const view = await testCheckout.pay(req.params.sessionId, req.user.id);
      if (view?.status !== 'complete') throw noSuchCheckout();
      return toSuccess(reply, view.id);
    },
  );

  api.post(
    `${paths.actions}/:sessionId/cancel`,
    { schema: { params: Session }, preHandler },
    async (req, reply) => {
      const view = await testCheckout.cancel(req.params.sessionId, req.user.id);
      if (!view) throw noSuchCheckout();
      return view.status === 'complete' ? toSuccess(reply, view.id) : reply.redirect(pagePaths.cancel, 303);
    },
  );

  api.post(
    paths.advanceClock,
    {
      schema: { body: AdvanceClockBody, response: { 200: AdvanceClockAnswer } },
      preHandler: fromThisMachine,
    },
    async (req) => ({ success: await testCheckout.advanceClock(req.body.days) }),
  );
}
