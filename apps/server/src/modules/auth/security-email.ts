import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** What changed on the account, for the notice e-mail. */
export const securityNotices = {
  passwordChanged: {
    subject: 'Your password was changed',
    what: 'The password of your account was changed, and every other device was logged out.',
  },
  twoFactorOn: {
    subject: 'Two-factor authentication is on',
    what: 'Two-factor authentication was turned on for your account: logging in now also asks for a code from your authenticator app.',
  },
  twoFactorOff: {
    subject: 'Two-factor authentication is off',
    what: 'Two-factor authentication was turned off for your account: logging in now needs only your password.',
  },
} as const;

export type SecurityNotice = keyof typeof securityNotices;

/** A notice that something security-related changed, so the owner notices a change they did not make. */
export function securityEmail(input: {
  to: string;
  name: string;
  notice: SecurityNotice;
  brand: string;
  support: string;
}): MailMessage {
  const { to, name, brand, support } = input;
  const { subject, what } = securityNotices[input.notice];
  const warning = `If this was not you, reset your password at once and write to ${support}.`;
  const text = [`Hi ${name},`, '', what, '', warning, '', `— ${brand}`].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(what)}</p>
<p>If this was not you, reset your password at once and write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>
<p>— ${escapeHtml(brand)}</p>`;
  return { to, subject: `${brand}: ${subject}`, text, html };
}
