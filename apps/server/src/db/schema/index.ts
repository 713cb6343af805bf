export * from './accounts.ts';
export * from './credits.ts';
export * from './billing.ts';
export * from './generations.ts';
export * from './media.ts';
export * from './contact.ts';
export * from './rate-limits.ts';
export * from './email-changes.ts';
