export * from './answers.ts';
export * from './api-paths.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './tools/index.ts';
