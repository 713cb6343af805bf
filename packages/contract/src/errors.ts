import { z } from 'zod';

/** Every stable error code the API answers with; the web app may branch on these. */
export const ErrorCode = z.enum([
  'validation_failed',
  'not_authenticated',
  'invalid_token',
  'invalid_login_credentials',
  'email_taken',
  'oauth_unavailable',
  'invalid_reset_token',
  'wrong_password',
  'two_factor_required',
  'invalid_two_factor_code',
  'two_factor_already_on',
  'two_factor_off',
  'two_factor_not_started',
  'too_many_attempts',
  'too_many_reset_requests',
  'weak_password',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'not_enough_credits',
  'unknown_tool',
  'unknown_brand_voice',
  'ai_busy',
  'ai_unavailable',
  'ai_timeout',
  'ai_rejected',
  'unknown_product',
  'not_free',
  'not_subscribed',
  'already_subscribed',
  'plan_change_required',
  'payment_failed',
  'checkout_not_found',
  'invalid_signature',
  'payments_unavailable',
  'payments_off',
  'payment_not_recorded',
  'billing_portal_unavailable',
  'forbidden',
  'not_found',
  'limit_reached',
  'still_running',
  'database_unavailable',
  'internal_error',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The body of every failed call. */
export const ErrorAnswer = z.object({ error: z.string(), code: ErrorCode, field: z.string().optional() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

export { errorTexts } from './error-texts.ts';
