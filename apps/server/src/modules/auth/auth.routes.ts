import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ForgotPasswordBody,
  IsLoggedInAnswer,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  ResetPasswordBody,
  SignupBody,
  UserBody,
} from '@penwise/contract';
import { accountSecurityRoutes } from './account-security.routes.ts';
import { authRouteOptions } from './auth-route-options.ts';
import type { AuthService } from './auth.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/** /api/auth/*: every route is rate limited per IP on top of the per-email login throttle. */
export async function authRoutes(
  app: FastifyInstance,
  { auth, perMinute }: { auth: AuthService; perMinute: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = authRouteOptions(perMinute);
  const paths = apiPaths.auth;

  api.post(
    paths.signup,
    { ...common, schema: { body: SignupBody, response: { 201: MessageAnswer } } },
    async (req, reply) => reply.status(201).send({ success: await auth.signup(req.body) }),
  );

  api.post(paths.login, { ...common, schema: { body: LoginBody, response: { 200: LoginAnswer } } }, (req) =>
    auth.login(req.body, req.ip),
  );

  api.post(
    paths.forgotPassword,
    { ...common, schema: { body: ForgotPasswordBody, response: { 200: MessageAnswer } } },
    async (req) => ({
      success: await auth.forgotPassword(req.body.email, req.ip),
    }),
  );

  api.post(
    paths.resetPassword,
    { ...common, schema: { body: ResetPasswordBody, response: { 200: MessageAnswer } } },
    async (req) => ({
      success: await auth.resetPassword(req.body),
    }),
  );

  api.post(
    paths.isLoggedIn,
    {
      ...common,
      schema: { body: UserBody.optional(), response: { 200: IsLoggedInAnswer } },
      preHandler: app.authenticate,
    },
    (req) => ({ success: { email: req.user.email, name: req.user.name, refCode: req.user.refCode } }),
  );

  api.post(
    paths.logout,
    {
      ...common,
      schema: { body: UserBody.optional(), response: { 200: MessageAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await auth.logout(req.user) }),
  );

  accountSecurityRoutes(app, auth.security, common);
  twoFactorRoutes(app, auth.twoFactor, common);
}
