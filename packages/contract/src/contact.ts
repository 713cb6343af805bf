import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { limits } from './limits.ts';
import { contactFormLimits, contactFormTexts } from './public-page-texts.ts';

const contactMessagesSingleLine = 'Keep this on one line, without line breaks or special characters.';

export const contactLimits = contactFormLimits;

const required = (message: string, max: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, `At most ${String(max)} characters.`);

// Control characters (CR, LF, tab, NUL…) and Unicode line/paragraph separators: a name or phone
// number is one line of the support e-mail, so a line break there could forge a `Bcc:` line.
const lineBreakOrControl = /[\p{Cc}\u2028\u2029]/u;
const oneLine = (message: string, max: number) =>
  required(message, max).refine((value) => !lineBreakOrControl.test(value), contactMessagesSingleLine);

/** The contact form, as POST /api/auth/contact takes it (the privacy checkbox is not sent). */
export const ContactBody = z.object({
  firstName: oneLine('Enter your first name.', contactLimits.nameMax),
  lastName: oneLine('Enter your last name.', contactLimits.nameMax),
  email: z.string().trim().max(limits.emailMax).pipe(z.email('Enter a valid email address.')),
  // ISO 3166-1 alpha-2; GS (South Georgia) is left out of the list.
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Pick a country from the list.')
    .refine((code) => code !== 'GS', 'Pick a country from the list.')
    .default('US'),
  phoneNumber: oneLine('Enter your phone number.', contactLimits.phoneMax).regex(
    /^\+?[\d\s().-]{5,}$/,
    'Enter a valid phone number, like +1 (555) 000-0000.',
  ),
  message: required('Write your message.', contactLimits.messageMax),
  /** A field people never see: bots fill it, and their message is dropped quietly. */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof ContactBody>;
export type ContactInput = z.input<typeof ContactBody>;

export const contactMessages = {
  sent: 'Message Sent To Our Support Team!',
  ...contactFormTexts,
  unknownCountry: 'Pick a country from the list.',
  singleLine: contactMessagesSingleLine,
} as const;

export const ContactAnswer = successAnswer(z.object({ message: z.literal(contactMessages.sent) }));
export type ContactAnswer = z.infer<typeof ContactAnswer>;
