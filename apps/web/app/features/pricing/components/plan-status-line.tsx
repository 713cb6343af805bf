import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import classes from './pricing.module.css';

export const planStatusTexts = {
  none: 'No active subscription',
  active: (plan: string) => `Active plan: ${plan}`,
  checking: 'Checking your plan…',
} as const;

/** The logged-in user's plan from has-plan ('False' reads as no subscription). */
export function PlanStatusLine({ plan }: { plan: string | null | undefined }) {
  const text =
    plan === undefined
      ? planStatusTexts.checking
      : plan
        ? planStatusTexts.active(plan)
        : planStatusTexts.none;
  return (
    <p className={classes.status} data-active={plan ? true : undefined} role="status">
      {plan ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleDashed size={18} aria-hidden />}
      {text}
    </p>
  );
}
