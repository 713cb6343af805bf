import { describe, expect, it } from 'vitest';
import type { ContactBody } from '@penwise/contract';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { NewContactMessage } from './contact.repository.ts';
import { createContactService } from './contact.service.ts';

const message: ContactBody = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  country: 'GB',
  phoneNumber: '+44 20 7946 0958',
  message: 'Can Penwise run on our own servers?',
};

/** The service over an in-memory repository, a mail sender that records (or fails) and a recording log. */
function contactWith(mail: MailSender['send'] = () => Promise.resolve()) {
  const stored: NewContactMessage[] = [];
  const sent: MailMessage[] = [];
  const errors: string[] = [];
  const contact = createContactService({
    messages: {
      insert: (row) => {
        stored.push(row);
        return Promise.resolve(String(stored.length));
      },
    },
    mail: {
      send: async (outgoing) => {
        await mail(outgoing);
        sent.push(outgoing);
      },
    },
    supportEmail: 'help@example.org',
    brandName: 'Penwise',
    log: {
      info: () => undefined,
      error: (_context: unknown, text?: string) => {
        errors.push(text ?? '');
      },
    },
  });
  return { contact, stored, sent, errors };
}

describe('the contact service over fakes', () => {
  it('stores the message with the sender address, then e-mails support', async () => {
    const { contact, stored, sent } = contactWith();
    await contact.send(message, '203.0.113.9');
    expect(stored).toMatchObject([{ email: 'grace@example.com', country: 'GB', ip: '203.0.113.9' }]);
    expect(sent).toMatchObject([{ to: 'help@example.org' }]);
  });

  it('drops a message whose hidden field a bot filled: nothing stored, nothing sent', async () => {
    const { contact, stored, sent } = contactWith();
    await contact.send({ ...message, website: 'https://spam.example' }, '203.0.113.9');
    expect(stored).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses an unknown country with 400 before storing anything', async () => {
    const { contact, stored } = contactWith();
    await expect(contact.send({ ...message, country: 'ZZ' }, '203.0.113.9')).rejects.toMatchObject({
      status: 400,
      field: 'country',
    });
    expect(stored).toEqual([]);
  });

  it('keeps the message and logs when the mail server is down, without failing the sender', async () => {
    const { contact, stored, errors } = contactWith(() => Promise.reject(new Error('SMTP down')));
    await contact.send(message, '203.0.113.9');
    expect(stored).toHaveLength(1);
    expect(errors).toEqual(['contact message stored but not e-mailed']);
  });
});
