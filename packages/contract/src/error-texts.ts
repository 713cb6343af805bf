// No zod here: the web app's API client reads these on every page, without loading any schema.

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
  bodyNotObject: "Send the request's details as a JSON object.",
} as const;
