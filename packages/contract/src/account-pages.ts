// No zod here: the web app's route table (every page) needs this path, not the account schemas.

/** The page a change-of-address e-mail links to. */
export const confirmEmailPage = '/confirm-email';
export const confirmEmailLink = (token: string) => `${confirmEmailPage}?token=${encodeURIComponent(token)}`;
