import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  MessageAnswer,
  RecoveryCodesAnswer,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorSetupAnswer,
  TwoFactorSetupBody,
  TwoFactorStatusAnswer,
  UserBody,
} from '@penwise/contract';
import type { AuthRouteOptions } from './auth-route-options.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** /api/auth/2fa/*: every call is the signed-in user's own authenticator. */
export function twoFactorRoutes(app: FastifyInstance, twoFactor: TwoFactorService, common: AuthRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paths = apiPaths.auth.twoFactor;
  const preHandler = app.authenticate;

  api.post(
    paths.status,
    {
      ...common,
      preHandler,
      schema: { body: UserBody.optional(), response: { 200: TwoFactorStatusAnswer } },
    },
    async (req) => ({ success: await twoFactor.status(req.user.id) }),
  );

  api.post(
    paths.setup,
    { ...common, preHandler, schema: { body: TwoFactorSetupBody, response: { 200: TwoFactorSetupAnswer } } },
    async (req) => ({ success: await twoFactor.setup(req.user, req.body.password, req.ip) }),
  );

  api.post(
    paths.enable,
    { ...common, preHandler, schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodesAnswer } } },
    async (req) => ({ success: await twoFactor.enable(req.user, req.body.code, req.ip) }),
  );

  api.post(
    paths.disable,
    { ...common, preHandler, schema: { body: TwoFactorDisableBody, response: { 200: MessageAnswer } } },
    async (req) => ({ success: await twoFactor.disable(req.user, req.body, req.ip) }),
  );

  api.post(
    paths.recoveryCodes,
    { ...common, preHandler, schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodesAnswer } } },
    async (req) => ({ success: await twoFactor.replaceRecoveryCodes(req.user, req.body.code, req.ip) }),
  );
}
