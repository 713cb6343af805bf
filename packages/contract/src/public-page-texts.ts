// No zod here: /pricing and /contact show these at first render, for a visitor who is not logged in,
// without loading any schema. billing.ts and contact.ts build their messages and limits from them.

/** billingMessages' notices for /pricing: how this server takes payments (PaymentsMode). */
export const paymentsNoticeTexts = {
  paymentsOff: 'Payments are not available right now.',
  testMode: 'Test mode — no card is charged',
} as const;

/** contactLimits, for the contact form's fields. */
export const contactFormLimits = { nameMax: 100, phoneMax: 40, messageMax: 5000, perHour: 5 } as const;

/** contactMessages' texts the contact page shows before anything is sent. */
export const contactFormTexts = {
  phonePlaceholder: '+1 (555) 000-0000',
  phoneHours: 'Mon-Fri 8am to 5pm',
} as const;
