import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  CustomTemplateAnswer,
  CustomTemplateBody,
  CustomTemplateDeletedAnswer,
  CustomTemplateParams,
  CustomTemplatesAnswer,
} from '@penwise/contract';
import type { CustomTemplatesService } from './custom-templates.service.ts';

/** /api/templates: the writing tools a user made (list, create, replace, delete). */
export async function customTemplatesRoutes(
  app: FastifyInstance,
  { customTemplates }: { customTemplates: CustomTemplatesService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const one = apiPaths.templates.one(':id');

  typed.get(
    apiPaths.templates.list,
    { schema: { response: { 200: CustomTemplatesAnswer } }, preHandler: app.authenticate },
    async (req) => ({ success: { templates: await customTemplates.list(req.user.id) } }),
  );

  typed.post(
    apiPaths.templates.list,
    {
      schema: { body: CustomTemplateBody, response: { 200: CustomTemplateAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await customTemplates.create(req.user.id, req.body) }),
  );

  typed.put(
    one,
    {
      schema: {
        params: CustomTemplateParams,
        body: CustomTemplateBody,
        response: { 200: CustomTemplateAnswer },
      },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await customTemplates.update(req.user.id, req.params.id, req.body) }),
  );

  typed.delete(
    one,
    {
      schema: { params: CustomTemplateParams, response: { 200: CustomTemplateDeletedAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => {
      await customTemplates.remove(req.user.id, req.params.id);
      return { success: { id: req.params.id } };
    },
  );
}
