import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.ts';

/** Sends through an SMTP server given as smtp(s)://user:pass@host:port. */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
