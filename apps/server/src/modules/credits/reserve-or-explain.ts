import { AppError } from '../../errors.ts';
import type { CreditsService, Reservation } from './credits.service.ts';

/**
 * Reserves `cost` for a paid call, or answers 402 with a message naming what the call needs and what
 * the user has (`explain` words it for the modality).
 */
export async function reserveOrExplain(
  credits: CreditsService,
  request: { userId: string; cost: number; key: string },
  explain: (needed: number, have: number) => string,
): Promise<Reservation> {
  try {
    return await credits.reserve(request.userId, request.cost, request.key);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'not_enough_credits') throw error;
    const { x, y } = await credits.balance(request.userId);
    throw new AppError('not_enough_credits', 402, explain(request.cost, x + y));
  }
}
