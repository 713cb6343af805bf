import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The password-reset e-mail. */
export function resetEmail(input: {
  to: string;
  name: string;
  link: string;
  brand: string;
  support: string;
}): MailMessage {
  const { to, name, link, brand, support } = input;
  const text = [
    `Hi ${name},`,
    '',
    `Someone asked to reset the password of your ${brand} account. Open this link to choose a new one:`,
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    `Questions? Write to ${support}.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(brand)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`;
  return { to, subject: `Reset your ${brand} password`, text, html };
}
