import type { Period } from './payment-engine.ts';

/** What an immediate plan change costs: a new month of the new plan less the current period's unused part. */
export interface Proration {
  /** The unused share of the current period's price, in cents. */
  creditCents: number;
  /** What is charged now: never below 0 (a cheaper plan waits for the period's end instead). */
  amountCents: number;
}

/**
 * Stripe's arithmetic for `proration_behavior: 'always_invoice'` with `billing_cycle_anchor: 'now'`,
 * which both engines follow: the new plan's period starts at `at`, and the part of the current period
 * not yet used (by time, to the second) is credited at the current plan's price.
 */
export function prorate(input: {
  currentPriceCents: number;
  period: Period;
  at: Date;
  newPriceCents: number;
}): Proration {
  const total = input.period.end.getTime() - input.period.start.getTime();
  const unused = Math.min(Math.max(input.period.end.getTime() - input.at.getTime(), 0), total);
  const creditCents = total > 0 ? Math.round((input.currentPriceCents * unused) / total) : 0;
  return { creditCents, amountCents: Math.max(0, input.newPriceCents - creditCents) };
}
