import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import type { CredentialGuard } from '../auth/credential-guard.ts';

/** What every account service shares. */
export interface AccountContext {
  db: Db;
  mail: MailSender;
  guard: CredentialGuard;
  now: () => Date;
  publicUrl: string;
  brandName: string;
  supportEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Sends without failing the caller: the change is already made, a mail outage must not undo it. */
export async function sendQuietly(context: AccountContext, message: MailMessage, what: string) {
  try {
    await context.mail.send(message);
  } catch (error) {
    context.log.error({ err: error }, `${what} not e-mailed`);
  }
}
