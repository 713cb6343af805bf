import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useBillingStatus } from '../../../lib/billing-status';
import { paths } from '../../../lib/paths';
import { usePlanStatus } from '../../../lib/plan-status';
import { useApiQuery } from '../../../lib/use-api-query';
import { fetchCredits } from '../api/show-credits';
import { CancelPlanButton } from './cancel-plan-button';
import { CreditsSummary } from './credits-summary';
import { ReferralLink } from './referral-link';
import classes from './upgrade-banner.module.css';

/** SPEC §2 upgrade banner: credits, the e-mail as ID, the referral link, Upgrade Now and Cancel Plan. */
export function UpgradeBanner({ email }: { email: string }) {
  const credits = useApiQuery(fetchCredits);
  const { plan, reload: reloadPlan } = usePlanStatus(true);
  const billing = useBillingStatus();
  const reloadCredits = credits.reload;
  const onCancelled = useCallback(() => {
    reloadPlan();
    reloadCredits();
  }, [reloadPlan, reloadCredits]);

  return (
    <Paper
      p={{ base: 'lg', sm: 'xl' }}
      className={classes.banner}
      component="section"
      aria-labelledby="upgrade-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={2} size="h4" id="upgrade-title" className={classes.title}>
              Your credits
            </Title>
            <CreditsSummary credits={credits.data?.success} failed={Boolean(credits.error)} />
          </div>
          <Stack gap={6} className={classes.identity}>
            <span className={classes.planPill}>
              {plan === undefined
                ? 'Checking your plan…'
                : plan
                  ? `Active plan: ${plan}`
                  : 'No active subscription'}
            </span>
            <Text size="sm" className={classes.muted}>
              ID: <span className={classes.email}>{email}</span>
            </Text>
          </Stack>
        </Group>
        {billing?.pastDue && (
          <Text size="sm" role="alert" className={classes.pastDue}>
            Your plan is past due: its credits are paused.{' '}
            <Link to={paths.billing} className={classes.pastDueLink}>
              Update your card on Billing
            </Link>
          </Text>
        )}
        <ReferralLink />
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.pricing}
            variant="white"
            rightSection={<IconArrowUpRight size={18} />}
          >
            Upgrade Now
          </Button>
          <CancelPlanButton plan={plan} onCancelled={onCancelled} />
        </Group>
      </Stack>
    </Paper>
  );
}
