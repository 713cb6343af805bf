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

/**
 * A paid call charged its full `cost`: reserve (or 402), run `work`, settle on success and refund
 * everything when it throws. Work should leave nothing half done that the user would pay for.
 */
export async function payForCall<T>(
  credits: CreditsService,
  request: { userId: string; cost: number; key: string },
  explain: (needed: number, have: number) => string,
  work: () => Promise<T>,
): Promise<T> {
  const reservation = await reserveOrExplain(credits, request, explain);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await credits.refund(reservation);
    throw error;
  }
  await credits.settle(reservation, request.cost);
  return result;
}
