import {
  aiMessages,
  creditCosts,
  planIncludesTemplates,
  templateMessages,
  textMinTokens,
  textTokenCost,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { CreditsService, Reservation } from '../credits/credits.service.ts';

export interface TextReservation {
  reservation: Reservation;
  /** The engine's output cap: the tool's cap, or less when that is all the balance pays for. */
  maxTokens: number;
  shortened: boolean;
}

/**
 * Holds the cost of the tool's token cap, or of as many tokens as the balance pays for when it pays
 * for fewer (but at least `textMinTokens`; below that, 402). The amount is decided inside the
 * reservation, against the locked balance, so parallel calls never spend a credit twice.
 *
 * Plans without AI templates (Starter): such a subscriber may use every AI template (every tool but
 * Write Anything, and templates of their own) only with pack credits (x, which pay for everything), so
 * that call holds pack credits alone; with too few of them it is refused with 403 naming the plan.
 * What is not a template (Write Anything, the editor's commands, learning a voice) is paid like any call.
 */
export async function reserveTextCall(
  credits: CreditsService,
  request: { userId: string; aiTemplate: boolean; toolCap: number; plan: string | undefined; key: string },
): Promise<TextReservation> {
  const { userId, toolCap, plan } = request;
  const packOnly = request.aiTemplate && !planIncludesTemplates(plan);
  const minTokens = Math.min(textMinTokens, toolCap);
  const min = textTokenCost(minTokens);
  const max = textTokenCost(toolCap);
  let reservation: Reservation;
  try {
    reservation = await credits.reserveUpTo(userId, { min, max, packOnly }, request.key);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'not_enough_credits') throw error;
    if (packOnly && plan) throw new AppError('forbidden', 403, templateMessages.notInPlan(plan));
    const { x, y } = await credits.balance(userId);
    throw new AppError('not_enough_credits', 402, aiMessages.notEnoughForTool(min, x + y));
  }
  const held = reservation.fromX + reservation.fromY;
  if (held >= max) return { reservation, maxTokens: toolCap, shortened: false };
  // The most whole tokens the held credits pay for; their cost never exceeds what is held.
  const maxTokens = Math.max(minTokens, Math.floor(held / creditCosts.perGeneratedToken));
  return { reservation, maxTokens: Math.min(maxTokens, toolCap), shortened: true };
}

/**
 * The hold `reserveTextCall` makes when the balance covers the tool's whole cap (and any credits may
 * pay): tried first, in the one statement that writes the generation. Undefined for a pack-only call.
 */
export function fullTextHold(request: {
  aiTemplate: boolean;
  toolCap: number;
  plan: string | undefined;
  key: string;
}): { credits: number; key: string; held: (reservation: Reservation) => TextReservation } | undefined {
  if (request.aiTemplate && !planIncludesTemplates(request.plan)) return undefined;
  const { toolCap, key } = request;
  return {
    credits: textTokenCost(toolCap),
    key,
    held: (reservation) => ({ reservation, maxTokens: toolCap, shortened: false }),
  };
}
