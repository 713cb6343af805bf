import { Center, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { packs, plans } from '@penwise/contract';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LoadingOverlay } from '~/components/loading-overlay';
import { usePlanStatus } from '~/lib/plan-status';
import { usePlanChanged } from '~/lib/query-invalidation';
import { useSignedIn } from '~/lib/session';
import { creditCostItems } from '../utils/credit-costs';
import { ComparisonTable } from './comparison-table';
import { PaymentsNotice, PurchaseGate } from './payments-availability';
import { PlanStatusLine } from './plan-status-line';
import { ProductCards } from './product-cards';
import classes from './pricing.module.css';
import { usePlanChange } from './use-plan-change';
import { usePurchase } from './use-purchase';

// Only a logged-in user with a plan sees it, and it asks the billing status (a schema, so zod): it
// loads for them, not with the page a guest gets.
const PlanEnding = lazy(async () => ({ default: (await import('./plan-ending')).PlanEnding }));

// Only a logged-in user with a plan who picks another opens it: the modal (with Mantine's portal,
// focus trap and transitions) loads then, not with the page.
const PlanChangeDialog = lazy(async () => ({
  default: (await import('./plan-change-dialog')).PlanChangeDialog,
}));

type PricingMode = 'subscription' | 'credits';

/** Pricing mode: subscription plans (default) or credit packs. */
const modes = [
  {
    value: 'subscription',
    label: 'Subscribe',
    products: plans,
    listLabel: 'Subscription plans',
    note: 'Plans renew every month with fresh subscription credits. Cancel any time from your dashboard: the plan runs to the end of the month you paid for.',
  },
  {
    value: 'credits',
    label: 'Credit',
    products: packs,
    listLabel: 'Credit packs',
    note: 'Packs are paid once. Their credits never expire and are spent after your subscription credits.',
  },
] as const;

/** /pricing: plans and packs, what a credit buys, and the purchase flow. */
export function PricingScreen() {
  const signedIn = useSignedIn();
  const plan = usePlanStatus(signedIn);
  const planChanged = usePlanChanged();
  const { purchase, busy } = usePurchase(planChanged);
  const change = usePlanChange(plan, purchase);
  // Mounted from the first change on, so the dialog keeps its closing animation afterwards.
  const [changeUsed, setChangeUsed] = useState(false);
  if (change.target && !changeUsed) setChangeUsed(true);
  const [mode, setMode] = useState<PricingMode>('subscription');
  const shown = modes.find((entry) => entry.value === mode) ?? modes[0];
  // The table (wide screens) and the cards (narrow) show the same list.
  const listProps = {
    products: shown.products,
    label: shown.listLabel,
    onSelect: change.select,
    currentPlan: plan,
  };

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm" className={classes.header}>
          <Title order={1}>Pricing</Title>
          <Text c="dimmed" size="lg" className={classes.lead}>
            Subscribe for fresh credits every month, or buy a credit pack that never expires.
          </Text>
          {signedIn && (
            <Center>
              <PlanStatusLine plan={plan} />
            </Center>
          )}
          {signedIn && (
            <Suspense fallback={null}>
              <PlanEnding plan={plan} onResumed={planChanged} />
            </Suspense>
          )}
        </Stack>
        <Center>
          <SegmentedControl
            aria-label="Plans or credit packs"
            size="md"
            radius="xl"
            value={mode}
            onChange={setMode}
            data={modes.map(({ value, label }) => ({ value, label }))}
          />
        </Center>
        <Text size="sm" c="dimmed" className={classes.costs}>
          <Text component="span" fw={600} className={classes.costsLabel} inherit>
            What a credit buys:{' '}
          </Text>
          {creditCostItems().map((item, index) => (
            <Fragment key={item}>
              {index > 0 && ' · '}
              <span className={classes.costItem}>{item}</span>
            </Fragment>
          ))}
        </Text>
        <section className={classes.products} aria-label={shown.listLabel}>
          <LoadingOverlay visible={busy} label="Opening the checkout…" />
          <PurchaseGate>
            {/* Nothing here suspends: the boundaries split hydration. React hydrates the rest of the
                page first, then each of these in a later pass that yields to the browser, instead of
                one long task for the whole page (both layouts are in the prerendered HTML). */}
            <Suspense fallback={null}>
              <ComparisonTable {...listProps} />
            </Suspense>
            <Suspense fallback={null}>
              <ProductCards {...listProps} />
            </Suspense>
          </PurchaseGate>
        </section>
        {changeUsed && (
          <Suspense fallback={null}>
            <PlanChangeDialog plan={change.target} onClose={change.close} onChanged={planChanged} />
          </Suspense>
        )}
        <Text size="sm" c="dimmed" className={classes.costs}>
          {shown.note}
        </Text>
        {/* Last, and kept in view at the bottom of the window: it appears once the server has said
            how it takes payments, and anywhere above the plans it would push them down. */}
        <PaymentsNotice />
      </Stack>
    </Container>
  );
}
