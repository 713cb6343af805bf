import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  BrandVoiceAnswer,
  BrandVoiceBody,
  BrandVoiceDeletedAnswer,
  BrandVoiceParams,
  BrandVoicesAnswer,
  CheckVoiceAnswer,
  CheckVoiceBody,
} from '@penwise/contract';
import type { BrandVoicesService } from './brand-voices.service.ts';

// A check is free: a bound on how often one client runs it keeps the CPU shared.
const checksPerMinute = 60;

/** /api/brand-voices: a user's voices (list, create, replace, delete) and checking a text against one. */
export async function brandVoicesRoutes(
  app: FastifyInstance,
  { brandVoices }: { brandVoices: BrandVoicesService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const one = apiPaths.brandVoices.one(':id');

  typed.get(
    apiPaths.brandVoices.list,
    { schema: { response: { 200: BrandVoicesAnswer } }, preHandler: app.authenticate },
    async (req) => ({ success: { voices: await brandVoices.list(req.user.id) } }),
  );

  typed.post(
    apiPaths.brandVoices.list,
    { schema: { body: BrandVoiceBody, response: { 200: BrandVoiceAnswer } }, preHandler: app.authenticate },
    async (req) => ({ success: await brandVoices.create(req.user.id, req.body) }),
  );

  typed.put(
    one,
    {
      schema: { params: BrandVoiceParams, body: BrandVoiceBody, response: { 200: BrandVoiceAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await brandVoices.update(req.user.id, req.params.id, req.body) }),
  );

  typed.delete(
    one,
    {
      schema: { params: BrandVoiceParams, response: { 200: BrandVoiceDeletedAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => {
      await brandVoices.remove(req.user.id, req.params.id);
      return { success: { id: req.params.id } };
    },
  );

  typed.post(
    apiPaths.brandVoices.check(':id'),
    {
      schema: { params: BrandVoiceParams, body: CheckVoiceBody, response: { 200: CheckVoiceAnswer } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
    },
    async (req) => ({
      success: { issues: await brandVoices.check(req.user.id, req.params.id, req.body.text) },
    }),
  );
}
