import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, ChangePasswordBody, MessageAnswer, UserBody } from '@penwise/contract';
import type { AccountSecurityService } from './account-security.service.ts';
import type { AuthRouteOptions } from './auth-route-options.ts';

/** Change password and log out everywhere: signed-in calls about the user's own account. */
export function accountSecurityRoutes(
  app: FastifyInstance,
  security: AccountSecurityService,
  common: AuthRouteOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate;

  api.post(
    apiPaths.auth.changePassword,
    { ...common, preHandler, schema: { body: ChangePasswordBody, response: { 200: MessageAnswer } } },
    async (req) => ({ success: await security.changePassword(req.user, req.body, req.ip) }),
  );

  api.post(
    apiPaths.auth.logoutEverywhere,
    { ...common, preHandler, schema: { body: UserBody.optional(), response: { 200: MessageAnswer } } },
    async (req) => ({ success: await security.logoutEverywhere(req.user) }),
  );
}
