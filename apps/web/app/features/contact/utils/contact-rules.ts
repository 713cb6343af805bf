import { schemaResolver } from '@mantine/form';
import { ContactBody } from '@penwise/contract';

/**
 * The contract's rules for the contact form's fields, as field messages. Built on zod, so it loads
 * when a visitor starts on the form (use-contact-form.ts), not with /contact.
 */
export const contactBodyErrors = schemaResolver(ContactBody, { sync: true });
