import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { billingMessages, type PaymentsMode } from '@penwise/contract';
import type { ReactNode } from 'react';
import { usePaymentsModeQuery } from '../api/payments-mode';
import classes from './payments-availability.module.css';

/** How this server takes payments; undefined until it has said (the buttons stay usable meanwhile). */
export function usePaymentsMode(): PaymentsMode | undefined {
  return usePaymentsModeQuery().data?.success.mode;
}

/** Says when nothing can be bought here, or that the built-in test checkout charges no card. */
export function PaymentsNotice({ mode }: { mode: PaymentsMode | undefined }) {
  if (mode === 'off') {
    return (
      <Alert
        color="orange"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={billingMessages.paymentsOff}
        className={classes.notice}
      >
        <Text size="sm">
          Plans and credit packs cannot be bought on this site at the moment. Please come back later.
        </Text>
      </Alert>
    );
  }
  if (mode === 'test') {
    return (
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        icon={<IconFlask size={20} aria-hidden />}
        title={billingMessages.testMode}
        className={classes.notice}
      >
        <Text size="sm">
          This site runs its built-in test checkout: purchases are free and for trying the product.
        </Text>
      </Alert>
    );
  }
  return null;
}

/** The plans and packs, with every purchase button disabled while payments are off. */
export function PurchaseGate({ mode, children }: { mode: PaymentsMode | undefined; children: ReactNode }) {
  return (
    <fieldset className={classes.gate} disabled={mode === 'off'}>
      {children}
    </fieldset>
  );
}
