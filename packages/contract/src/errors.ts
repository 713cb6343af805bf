import { z } from 'zod';
import { errorCodeList } from './error-codes.ts';

/** Every stable error code the API answers with; the web app may branch on these. */
export const ErrorCode = z.enum(errorCodeList);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The body of every failed call. */
export const ErrorAnswer = z.object({ error: z.string(), code: ErrorCode, field: z.string().optional() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

export { errorTexts } from './error-texts.ts';
