import { describe, expect, it } from 'vitest';
import { contactEmail } from './contact-email.ts';

const message = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  country: 'GB',
  phoneNumber: '+44 20 7946 0958',
  message: 'Can Penwise run on our own servers?',
};

describe('contactEmail', () => {
  it('lists the sender, phone and country above the message', () => {
    const mail = contactEmail(message, { to: 'help@example.org', brand: 'Penwise' });
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'From: Grace Hopper <grace@example.com>',
      'Phone: +44 20 7946 0958',
      'Country: United Kingdom (GB)',
    ]);
    expect(mail.subject).toBe('[Penwise contact] Grace Hopper');
  });

  // The form refuses these, but the mail must not trust that: a name is one line of the body.
  it('keeps line breaks in one-line fields from forging header-like lines or the subject', () => {
    const mail = contactEmail(
      {
        ...message,
        firstName: 'Grace\r\nBcc: everyone@example.com',
        lastName: 'Hopper\u2028From: ceo@example.com\u0085To: x@example.com',
        phoneNumber: '+1\n\nCc: leak@example.com',
      },
      { to: 'help@example.org', brand: 'Penwise' },
    );
    const lines = mail.text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/);
    expect(lines.filter((line) => /^(Bcc|Cc|To|From):/.test(line))).toEqual([
      'From: Grace Bcc: everyone@example.com Hopper From: ceo@example.com To: x@example.com <grace@example.com>',
    ]);
    expect(lines[1]).toBe('Phone: +1 Cc: leak@example.com');
    expect(mail.subject).not.toMatch(/[\r\n\u2028\u0085]/);
    expect(mail.html).not.toMatch(/[\r\n\u2028\u0085]Bcc/);
  });
});
