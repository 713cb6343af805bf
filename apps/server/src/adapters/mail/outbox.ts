import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { lazily } from '../../lib/lazily.ts';
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
  // nodemailer builds the exact MIME message an SMTP server would receive; it loads with the first message.
  const transport = lazily(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    async send(message: MailMessage) {
      const info = await (await transport()).sendMail({ from, ...message });
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
