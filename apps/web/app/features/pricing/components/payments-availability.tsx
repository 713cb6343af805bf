import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { paymentsNoticeTexts, type PaymentsMode } from '@penwise/contract';
import { useState, type ReactNode } from 'react';
import { usePaymentsModeQuery } from '../api/payments-mode';
import classes from './payments-availability.module.css';

// The notice and the gate each ask for the mode themselves: when the answer arrives only they render
// again, not the whole pricing page with its plans.

/** How this server takes payments; undefined until it has said (the buttons stay usable meanwhile). */
function usePaymentsMode(): PaymentsMode | undefined {
  return usePaymentsModeQuery().data?.success.mode;
}

// The test-mode notice floats over the plans while they scroll: a visitor who has read it may close
// it, for the rest of the browser session.
const testNoticeClosedKey = 'penwise.test-mode-notice-closed';

function useTestNoticeClosed(): [boolean, () => void] {
  const [closed, setClosed] = useState(() => {
    try {
      return sessionStorage.getItem(testNoticeClosedKey) === '1';
    } catch {
      return false; // No storage (prerender, private mode): the notice shows.
    }
  });
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(testNoticeClosedKey, '1');
    } catch {
      // Closed for this page only.
    }
  };
  return [closed, close];
}

/** Says when nothing can be bought here, or that the built-in test checkout charges no card. */
export function PaymentsNotice() {
  const mode = usePaymentsMode();
  const [testNoticeClosed, closeTestNotice] = useTestNoticeClosed();
  if (mode === 'off') {
    return (
      <div className={classes.notice}>
        <Alert
          color="orange"
          variant="light"
          radius="md"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={paymentsNoticeTexts.paymentsOff}
        >
          <Text size="sm">
            Plans and credit packs cannot be bought on this site at the moment. Please come back later.
          </Text>
        </Alert>
      </div>
    );
  }
  if (mode === 'test' && !testNoticeClosed) {
    return (
      <div className={classes.notice}>
        <Alert
          color="yellow"
          variant="light"
          radius="md"
          icon={<IconFlask size={20} aria-hidden />}
          title={paymentsNoticeTexts.testMode}
          withCloseButton
          closeButtonLabel="Close the test mode notice"
          onClose={closeTestNotice}
        >
          <Text size="sm">
            This site runs its built-in test checkout: purchases are free and for trying the product.
          </Text>
        </Alert>
      </div>
    );
  }
  return null;
}

/** The plans and packs, with every purchase button disabled while payments are off. */
export function PurchaseGate({ children }: { children: ReactNode }) {
  const mode = usePaymentsMode();
  return (
    <fieldset className={classes.gate} disabled={mode === 'off'}>
      {children}
    </fieldset>
  );
}
