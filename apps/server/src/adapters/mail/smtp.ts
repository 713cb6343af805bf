import { lazily } from '../../lib/lazily.ts';
import type { MailMessage, MailSender } from './mail-sender.ts';

/** Sends through an SMTP server given as smtp(s)://user:pass@host:port. */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  // nodemailer loads with the first message, not with the server.
  const transport = lazily(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    async send(message: MailMessage) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}
