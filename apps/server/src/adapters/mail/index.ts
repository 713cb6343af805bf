import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { isLoopbackUrl } from '../../lib/loopback-url.ts';
import type { MailSender } from './mail-sender.ts';
import { outboxMailSender } from './outbox.ts';
import { smtpMailSender } from './smtp.ts';

export type { MailMessage, MailSender } from './mail-sender.ts';

/** SMTP when SMTP_URL is set, otherwise the DATA_DIR/mail outbox (its links logged only on a loopback PUBLIC_URL). */
export function createMailSender(config: Config, log: FastifyBaseLogger): MailSender {
  if (config.SMTP_URL) return smtpMailSender(config.SMTP_URL, config.MAIL_FROM);
  return outboxMailSender(path.join(config.DATA_DIR, 'mail'), config.MAIL_FROM, log, {
    logLinks: isLoopbackUrl(config.PUBLIC_URL),
  });
}
