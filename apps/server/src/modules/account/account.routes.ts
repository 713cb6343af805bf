import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountPaths,
  ChangeEmailBody,
  ConfirmEmailBody,
  DeleteAccountBody,
  ExportBody,
  MessageAnswer,
  ProfileAnswer,
  UpdateProfileBody,
} from '@penwise/contract';
import { authRouteOptions } from '../auth/auth-route-options.ts';
import type { AccountDeletion } from './account-deletion.service.ts';
import type { AccountExport } from './account-export.service.ts';
import type { AccountService } from './account.service.ts';

export interface AccountRouteOptions {
  account: AccountService;
  deletion: AccountDeletion;
  exporter: AccountExport;
  perMinute: number;
}

/** The signed-in user's own data, rate limited like every /api/auth call. */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { account, deletion, exporter } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = authRouteOptions(options.perMinute);
  const preHandler = app.authenticate;

  api.post(
    accountPaths.updateProfile,
    { ...common, preHandler, schema: { body: UpdateProfileBody, response: { 200: ProfileAnswer } } },
    async (req) => ({ success: await account.updateProfile(req.user, req.body.name) }),
  );

  api.post(
    accountPaths.changeEmail,
    { ...common, preHandler, schema: { body: ChangeEmailBody, response: { 200: MessageAnswer } } },
    async (req) => ({ success: await account.changeEmail(req.user, req.body, req.ip) }),
  );

  // No login needed: the link may be opened on another device; the token is the proof.
  api.post(
    accountPaths.confirmEmail,
    { ...common, schema: { body: ConfirmEmailBody, response: { 200: MessageAnswer } } },
    async (req) => ({ success: await account.confirmEmail(req.body.token) }),
  );

  api.post(
    accountPaths.deleteAccount,
    { ...common, preHandler, schema: { body: DeleteAccountBody, response: { 200: MessageAnswer } } },
    async (req) => ({ success: await deletion.deleteAccount(req.user, req.body, req.ip) }),
  );

  api.post(
    accountPaths.exportData,
    { ...common, preHandler, schema: { body: ExportBody } },
    async (req, reply) => {
      const zip = await exporter.exportFor(req.user);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="penwise-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
}
