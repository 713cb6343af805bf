import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, ContactAnswer, ContactBody, contactLimits, contactMessages } from '@penwise/contract';
import type { ContactService } from './contact.service.ts';

/** POST /api/auth/contact: no login; 5 messages an hour per IP address. */
export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.auth.contact,
    {
      schema: { body: ContactBody, response: { 200: ContactAnswer } },
      config: { rateLimit: { max: contactLimits.perHour, timeWindow: '1 hour' } },
      bodyLimit: 32 * 1024,
    },
    async (req) => {
      await contact.send(req.body, req.ip);
      return { success: { message: contactMessages.sent } };
    },
  );
}
