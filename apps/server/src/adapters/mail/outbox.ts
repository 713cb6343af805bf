import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './mail-sender.ts';

/**
 * Writes each message as an .eml file under `folder`: e-mail with no server for laptops and tests.
 * With `logLinks` (a site on this machine only) the log shows the links too, so a reset link can be
 * clicked from the terminal; elsewhere a log line holding a live reset link would hand out accounts.
 */
export function outboxMailSender(
  folder: string,
  from: string,
  log: FastifyBaseLogger,
  { logLinks }: { logLinks: boolean },
): MailSender {
  // nodemailer builds the exact MIME message an SMTP server would receive.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message);
      const written = { to: message.to, subject: message.subject, file };
      const links = logLinks ? { links: message.text.match(/https?:\/\/\S+/g) ?? [] } : {};
      log.info({ ...written, ...links }, 'e-mail written to the outbox');
    },
  };
}
