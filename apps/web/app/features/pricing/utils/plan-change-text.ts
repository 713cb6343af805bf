import type { PlanChange } from '@penwise/contract';
import { formatLongDate } from '~/lib/format-date';
import { formatCredits } from './format';

/** An ISO instant as 'December 23, 2026' in the reader's time zone; unreadable text stays as sent. */
export function formatChangeDate(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : formatLongDate(parsed);
}

export const planChangeTexts = {
  title: (plan: string) => `Switch to ${plan}?`,
  loading: 'Working out what the change costs…',
  confirm: { upgrade: 'Pay and upgrade', downgrade: 'Schedule the change', same: 'Keep my plan' },
  cancel: 'Cancel',
  currentPlan: 'Current plan',
} as const;

/** What the change will cost and when, in the plain words the user confirms. */
export function planChangeSummary(change: PlanChange): string {
  switch (change.kind) {
    case 'upgrade':
      return `You pay ${change.price} now (the unused part of your current plan is credited) and get ${formatCredits(change.credits)} at once.`;
    case 'downgrade':
      return `Takes effect on ${formatChangeDate(change.effectiveAt)}; you keep your ${change.currentPlan} until then; nothing is charged now.`;
    case 'same':
      return `You stay on ${change.plan}; any scheduled change or cancellation is undone and nothing is charged.`;
  }
}
