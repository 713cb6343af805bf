/** Web pages the server links or redirects to (e-mails, checkout); the web app's route table uses the same. */
export const pagePaths = {
  success: '/success',
  cancel: '/cancel',
  pricing: '/pricing',
  billing: '/billing',
  reset: '/reset',
  home: '/',
} as const;

export const pageLinks = {
  /** The link a password-reset e-mail carries. */
  resetWithToken: (token: string) => `${pagePaths.reset}?token=${encodeURIComponent(token)}`,
  /** Where a finished checkout lands; the page verifies the session. */
  successForSession: (sessionId: string) =>
    `${pagePaths.success}?session_id=${encodeURIComponent(sessionId)}`,
  /** A referral link to the home page. */
  referral: (code: string) => `${pagePaths.home}?ref=${encodeURIComponent(code)}`,
};
