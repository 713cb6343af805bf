import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBillingStatus } from '~/lib/billing-status';
import { paths } from '~/lib/paths';
import { usePlanStatus } from '~/lib/plan-status';
import { usePlanChanged } from '~/lib/query-invalidation';
import { useCredits } from '~/lib/credits';
import { planEndDate, planEndTexts } from '~/lib/plan-end';
import { CancelPlanButton } from './cancel-plan-button';
import { CreditsSummary } from './credits-summary';
import { ReferralLink } from './referral-link';
import { ResumePlanButton } from '~/components/billing/resume-plan-button';
import classes from './upgrade-banner.module.css';

/** The upgrade banner: credits, the e-mail as ID, the referral link, Upgrade Now and Cancel Plan. */
export function UpgradeBanner({ email }: { email: string }) {
  const credits = useCredits();
  const plan = usePlanStatus(true);
  const billing = useBillingStatus();
  // Cancelling or resuming changes the plan line, the end date and (later) the credits.
  const onPlanChanged = usePlanChanged();
  // A cancelled plan runs to its date: offer to resume it instead of cancelling it again.
  const endsOn = plan ? planEndDate(billing) : null;

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
        {plan && endsOn && (
          <Text size="sm" fw={600} role="status">
            {planEndTexts.ends(plan, endsOn)}
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
          {endsOn ? (
            <ResumePlanButton variant="outline" className={classes.ghostButton} onResumed={onPlanChanged} />
          ) : (
            <CancelPlanButton plan={plan} onCancelled={onPlanChanged} />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
