import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

interface Letter {
  to: string;
  name: string;
  brand: string;
  support: string;
}

/** `carol@example.com` as `ca***@example.com`: the owner recognises it, a reader of the old inbox learns little. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown)}***${address.slice(at)}`;
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Sent to the new address: the link that makes it the login. That address is not confirmed yet,
 * so nothing the account holder typed (their name) goes in it: the mail cannot carry their text.
 */
export function confirmEmailEmail(input: Omit<Letter, 'name'> & { link: string }): MailMessage {
  const { to, link, brand, support } = input;
  const what = `Someone asked to use this address to log in to a ${brand} account.`;
  const rule = 'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.';
  const text = [
    'Hello,',
    '',
    what,
    'Open this link to confirm it:',
    link,
    '',
    rule,
    '',
    `Questions? Write to ${support}.`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(link)}">Confirm this email address</a></p>
<p>${escapeHtml(rule)}</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`;
  return { to, subject: `Confirm your new ${brand} email address`, text, html };
}

/**
 * Sent to the old address once the change is made. Its owner can no longer log in or reset the
 * password from here (both go to the new address), so the only help is support: replies go there.
 */
export function emailChangedNotice(input: Letter & { newEmail: string; at: Date }): MailMessage {
  const { to, name, brand, support } = input;
  const when = `${whenFormat.format(input.at)} UTC`;
  const what = `On ${when}, the email address of your ${brand} account was changed to ${maskEmail(input.newEmail)}. The account now logs in with that address instead of this one.`;
  const fine = 'If this was you, there is nothing more to do.';
  const help = `If it was not you, contact our support at ${support} right away: simply reply to this e-mail, and we will help you secure your account.`;
  const text = [`Hi ${name},`, '', what, '', fine, '', help, '', `— ${brand}`].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(fine)}</p>
<p>If it was not you, contact our support at <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a> right away: simply reply to this e-mail, and we will help you secure your account.</p>
<p>— ${escapeHtml(brand)}</p>`;
  return { to, replyTo: support, subject: `${brand}: Your email address was changed`, text, html };
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
