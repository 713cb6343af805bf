import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { fetchBillingStatus } from '~/lib/billing-status';
import { useApiQuery } from '~/lib/use-api-query';
import { ResumePlanButton } from '~/components/billing/resume-plan-button';
import { planEndDate, planEndTexts } from '~/lib/plan-end';

interface PlanEndingProps {
  /** The active plan (has-plan); nothing shows without one. */
  plan: string | null | undefined;
  onResumed: () => void;
}

/** Under the plan line of /pricing: a cancelled plan's end date, and the way to keep it. */
export function PlanEnding({ plan, onResumed }: PlanEndingProps) {
  const { data, reload } = useApiQuery(fetchBillingStatus, Boolean(plan));
  const resumed = useCallback(() => {
    reload();
    onResumed();
  }, [reload, onResumed]);
  const endsOn = plan ? planEndDate(data?.success) : null;
  if (!plan || !endsOn) return null;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" c="dimmed" role="status">
        {planEndTexts.ends(plan, endsOn)}
      </Text>
      <ResumePlanButton variant="light" size="sm" onResumed={resumed} />
    </Stack>
  );
}
