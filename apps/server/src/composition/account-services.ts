import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../adapters/mail/index.ts';
import type { PaymentEngine } from '../adapters/payments/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AccountContext } from '../modules/account/account-context.ts';
import { createAccountDeletion } from '../modules/account/account-deletion.service.ts';
import { createAccountExport } from '../modules/account/account-export.service.ts';
import { createAccountService } from '../modules/account/account.service.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { credentialGuard } from '../modules/auth/credential-guard.ts';
import { argon2Hasher } from '../modules/auth/passwords.ts';
import type { MediaService } from '../modules/media/media.service.ts';

export interface AccountServiceDeps {
  config: Config;
  db: Db;
  mail: MailSender;
  auth: AuthService;
  payments: PaymentEngine;
  media: MediaService;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** "Your data is yours": profile and e-mail change, data export, account deletion. */
export function createAccountServices(deps: AccountServiceDeps) {
  const { config, db, media, log } = deps;
  const context: AccountContext = {
    db,
    mail: deps.mail,
    // The same throttle as login: password guesses here count against the same limits.
    guard: credentialGuard(db, argon2Hasher),
    now: deps.now,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    log,
  };
  return {
    account: createAccountService(context),
    deletion: createAccountDeletion(context, {
      twoFactor: deps.auth.twoFactor,
      payments: deps.payments,
      media,
    }),
    exporter: createAccountExport({ db, media, log }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
