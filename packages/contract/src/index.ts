export * from './api-paths.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './limits.ts';
