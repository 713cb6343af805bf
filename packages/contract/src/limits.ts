/** Bounds shared by the forms and the server. */
export const limits = {
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  nameMax: 100,
  tokenMax: 200,
  // Login throttle, per window: wrong passwords or one-time codes from one address on one account
  // (the owner elsewhere is not locked out), on one account from every address together (guessing
  // spread over many addresses), and from one address over every account (lists of accounts).
  loginFailuresPerWindow: 10,
  loginFailuresPerAccount: 100,
  loginFailuresPerAddress: 50,
  loginFailureWindowMinutes: 15,
  resetLinkValidMinutes: 60,
  // Password-reset e-mails per account an hour (more requests get the same answer but no e-mail),
  // and reset requests per client address an hour (more get 429).
  resetEmailsPerAccountPerHour: 3,
  resetRequestsPerAddressPerHour: 20,
  // The least zxcvbn score (0-4) a new password needs: 2 refuses common passwords and their variants.
  passwordMinScore: 2,
} as const;
