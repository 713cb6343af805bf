import type { BillingStatus } from '@penwise/contract';
import { formatLongDate } from './format-date';

/** The day a cancelled plan ends, or null while it still renews (or its state is unknown). */
export function planEndDate(status: BillingStatus | undefined): string | null {
  if (!status?.plan || !status.cancelAtPeriodEnd || !status.currentPeriodEnd) return null;
  const end = new Date(status.currentPeriodEnd);
  return Number.isNaN(end.getTime()) ? null : formatLongDate(end);
}

export const planEndTexts = {
  ends: (plan: string, date: string) => `Your ${plan} ends on ${date}. It will not renew.`,
  resume: 'Resume plan',
  resuming: 'Resuming…',
} as const;
