// A CommonJS package: Node's ESM loader sees only its default export.
// The package's Node entry parses all ~80 languages' names (~5 MB held for good); only English is used.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { ContactBody } from '@penwise/contract';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

countries.registerLocale(english);

/**
 * One line of text: runs of control characters and Unicode line breaks become one space. The form
 * refuses them already; this keeps the e-mail safe even if a caller skipped that check, since a
 * line break in a name would start a line of its own (`Bcc: …`) that reads like a header.
 */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');

/** The e-mail support receives for one contact message; replying answers the sender. */
export function contactEmail(message: ContactBody, options: { to: string; brand: string }): MailMessage {
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const country = countries.getName(message.country, 'en') ?? message.country;
  const facts: [string, string][] = [
    ['From', `${name} <${oneLine(message.email)}>`],
    ['Phone', oneLine(message.phoneNumber)],
    ['Country', oneLine(`${country} (${message.country})`)],
  ];
  const text = [...facts.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n');
  const rows = facts.map(
    ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  const html = `<table>${rows.join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`;
  return {
    to: options.to,
    replyTo: message.email,
    subject: `[${options.brand} contact] ${name}`,
    text,
    html,
  };
}
