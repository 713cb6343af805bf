import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, WebhookAnswer } from '@penwise/contract';

type HandleWebhook = (rawBody: Buffer, signature: string | undefined) => Promise<void>;

/**
 * POST /api/stripe/webhook. Registered as its own plugin so the raw-body parser below applies here only:
 * the signature covers the exact bytes sent, which parsed-and-reserialised JSON would not reproduce.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { handleWebhook }: { handleWebhook: HandleWebhook },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, rawBody, done) => done(null, rawBody));

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(apiPaths.stripeWebhook, { schema: { response: { 200: WebhookAnswer } } }, async (req) => {
      const signature = req.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await handleWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    });
}
