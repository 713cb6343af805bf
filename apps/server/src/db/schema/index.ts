export * from './accounts.ts';
export * from './credits.ts';
