import { z } from 'zod';

/**
 * A code from an authenticator app (6 digits) or a recovery code, as typed: spaces and dashes are
 * allowed and ignored by the server.
 */
export const OneTimeCode = z.string().trim().min(1, 'Enter the code.').max(32, 'The code is too long.');
