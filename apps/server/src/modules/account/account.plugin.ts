import type { FastifyInstance } from 'fastify';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { credentialGuard } from '../auth/credential-guard.ts';
import { argon2Hasher } from '../auth/passwords.ts';
import type { MediaService } from '../media/media.service.ts';
import type { AccountContext } from './account-context.ts';
import { createAccountDeletion } from './account-deletion.service.ts';
import { createAccountExport } from './account-export.service.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

export interface AccountPluginOptions {
  config: Config;
  db: Db;
  mail: MailSender;
  auth: AuthService;
  payments: PaymentEngine;
  media: MediaService;
  now?: (() => Date) | undefined;
}

/** "Your data is yours": profile, e-mail change, data export and account deletion. */
export async function accountPlugin(app: FastifyInstance, options: AccountPluginOptions) {
  const { config, db } = options;
  const context: AccountContext = {
    db,
    mail: options.mail,
    // The same throttle as login: password guesses here count against the same limits.
    guard: credentialGuard(db, argon2Hasher),
    now: options.now ?? (() => new Date()),
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    log: app.log,
  };
  const deletion = createAccountDeletion(context, {
    twoFactor: options.auth.twoFactor,
    payments: options.payments,
    media: options.media,
  });
  await app.register(accountRoutes, {
    account: createAccountService(context),
    deletion,
    exporter: createAccountExport({ db, media: options.media, log: app.log }),
    perMinute: config.AUTH_RATE_LIMIT,
  });
}
