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

/** Texts the web app reacts to: keep them exact. */
export const errorTexts = {
  notAuthenticated: 'Not authenticated',
  invalidToken: 'Invalid token',
  // The web app looks for INVALID_LOGIN_CREDENTIALS inside the message and rewrites it.
  invalidLogin: 'INVALID_LOGIN_CREDENTIALS: the email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  invalidResetToken: 'This reset link is invalid or has expired. Ask for a new one.',
  tooManyAttempts: 'Too many failed login attempts for this email. Try again in 15 minutes.',
  tooManyAttemptsFromAddress: 'Too many failed login attempts from your network. Try again in 15 minutes.',
  tooManyResetRequests: 'Too many password reset requests from your network. Try again in an hour.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;
