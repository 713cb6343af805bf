import { Center, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { packs, plans } from '@penwise/contract';
import { Fragment, useState } from 'react';
import { LoadingOverlay } from '~/components/loading-overlay';
import { usePlanStatus } from '~/lib/plan-status';
import { usePlanChanged } from '~/lib/query-invalidation';
import { useSession } from '~/lib/session';
import { creditCostItems } from '../utils/credit-costs';
import { ComparisonTable } from './comparison-table';
import { PaymentsNotice, PurchaseGate, usePaymentsMode } from './payments-availability';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanEnding } from './plan-ending';
import { PlanStatusLine } from './plan-status-line';
import { ProductCards } from './product-cards';
import classes from './pricing.module.css';
import { usePlanChange } from './use-plan-change';
import { usePurchase } from './use-purchase';

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
  const session = useSession();
  const plan = usePlanStatus(Boolean(session));
  const planChanged = usePlanChanged();
  const { purchase, busy } = usePurchase(planChanged);
  const change = usePlanChange(plan, purchase);
  const [mode, setMode] = useState<PricingMode>('subscription');
  const shown = modes.find((entry) => entry.value === mode) ?? modes[0];
  const payments = usePaymentsMode();

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm" className={classes.header}>
          <Title order={1}>Pricing</Title>
          <Text c="dimmed" size="lg" className={classes.lead}>
            Subscribe for fresh credits every month, or buy a credit pack that never expires.
          </Text>
          {session && (
            <Center>
              <PlanStatusLine plan={plan} />
            </Center>
          )}
          {session && <PlanEnding plan={plan} onResumed={planChanged} />}
        </Stack>
        <PaymentsNotice mode={payments} />
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
          <PurchaseGate mode={payments}>
            <ComparisonTable
              products={shown.products}
              label={shown.listLabel}
              onSelect={change.select}
              currentPlan={plan}
            />
            <ProductCards
              products={shown.products}
              label={shown.listLabel}
              onSelect={change.select}
              currentPlan={plan}
            />
          </PurchaseGate>
        </section>
        <PlanChangeDialog plan={change.target} onClose={change.close} onChanged={planChanged} />
        <Text size="sm" c="dimmed" className={classes.costs}>
          {shown.note}
        </Text>
      </Stack>
    </Container>
  );
}
