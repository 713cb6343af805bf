import { Stack, Text } from '@mantine/core';
import { useBillingStatus } from '~/lib/billing-status';
import { ResumePlanButton } from '~/components/billing/resume-plan-button';
import { planEndDate, planEndTexts } from '~/lib/plan-end';

interface PlanEndingProps {
  /** The active plan (has-plan); nothing shows without one. */
  plan: string | null | undefined;
  /** The plan was resumed: its state (and this line with it) is asked again. */
  onResumed: () => void;
}

/** Under the plan line of /pricing: a cancelled plan's end date, and the way to keep it. */
export function PlanEnding({ plan, onResumed }: PlanEndingProps) {
  const billing = useBillingStatus({ enabled: Boolean(plan) });
  const endsOn = plan ? planEndDate(billing) : null;
  if (!plan || !endsOn) return null;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed" role="status">
        {planEndTexts.ends(plan, endsOn)}
      </Text>
      <ResumePlanButton variant="light" size="sm" onResumed={onResumed} />
    </Stack>
  );
}
