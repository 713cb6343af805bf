import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

interface Letter {
  to: string;
  name: string;
  brand: string;
  support: string;
}

const closing = (support: string) =>
  `If this was not you, change your password at once and write to ${support}.`;

/** Sent to the new address: the link that makes it the login. */
export function confirmEmailEmail(input: Letter & { link: string }): MailMessage {
  const { to, name, link, brand, support } = input;
  const what = `Someone asked to use this address for the ${brand} account of ${name}.`;
  const rule = 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.';
  const text = [
    `Hi ${name},`,
    '',
    what,
    'Open this link to confirm it:',
    link,
    '',
    rule,
    '',
    `Questions? Write to ${support}.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(link)}">Confirm this email address</a></p>
<p>${escapeHtml(rule)}</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`;
  return { to, subject: `Confirm your new ${brand} email address`, text, html };
}

/** Sent to the old address once the change is made, so the owner notices a change they did not make. */
export function emailChangedNotice(input: Letter & { newEmail: string }): MailMessage {
  const { to, name, newEmail, brand, support } = input;
  const what = `The email address of your ${brand} account was changed to ${newEmail}. This address no longer logs in.`;
  const text = [`Hi ${name},`, '', what, '', closing(support), '', `— ${brand}`].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(closing(support))}</p>
<p>— ${escapeHtml(brand)}</p>`;
  return { to, subject: `${brand}: Your email address was changed`, text, html };
}

/** Sent to the address of a deleted account: the last e-mail it gets. */
export function accountDeletedNotice(input: Letter): MailMessage {
  const { to, name, brand, support } = input;
  const what = `Your ${brand} account and its data were deleted, and its plan was cancelled. Invoices are kept, without your name or address, as the law requires.`;
  const text = [`Hi ${name},`, '', what, '', `Questions? Write to ${support}.`, '', `— ${brand}`].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(what)}</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>
<p>— ${escapeHtml(brand)}</p>`;
  return { to, subject: `${brand}: Your account was deleted`, text, html };
}
