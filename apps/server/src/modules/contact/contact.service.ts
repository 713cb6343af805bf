import type { FastifyBaseLogger } from 'fastify';
// The package's Node entry parses all ~80 languages' names (~5 MB held for good); only English is used.
import countries from 'i18n-iso-countries/index.js';
import { contactMessages, type ContactBody } from '@penwise/contract';
import type { MailSender } from '../../adapters/mail/index.ts';
import { AppError } from '../../errors.ts';
import { contactEmail } from './contact-email.ts';
import type { ContactRepository } from './contact.repository.ts';

/** The /contact form: stores each message, then e-mails it to support. */
export function createContactService(deps: {
  messages: Pick<ContactRepository, 'insert'>;
  mail: MailSender;
  supportEmail: string;
  brandName: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  return {
    async send(message: ContactBody, ip: string): Promise<void> {
      // A bot filled the field people cannot see: answer as usual, keep nothing.
      if (message.website) {
        deps.log.info({ ip }, 'contact honeypot filled: message dropped');
        return;
      }
      if (!countries.isValid(message.country)) {
        throw new AppError('validation_failed', 400, contactMessages.unknownCountry, 'country');
      }
      const { firstName, lastName, email, country, phoneNumber } = message;
      await deps.messages.insert({
        firstName,
        lastName,
        email,
        country,
        phoneNumber,
        message: message.message,
        ip,
      });
      // Stored first: a mail outage must not lose the message, so it is logged, not thrown.
      try {
        await deps.mail.send(contactEmail(message, { to: deps.supportEmail, brand: deps.brandName }));
      } catch (error) {
        deps.log.error({ err: error }, 'contact message stored but not e-mailed');
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
