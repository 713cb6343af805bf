import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { paymentsNoticeTexts, type PaymentsMode } from '@penwise/contract';
import { useState, type ReactNode } from 'react';
import { browserStorage } from '~/lib/browser-storage';
import { storageKeys } from '~/lib/storage-keys';
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
function useTestNoticeClosed(): [boolean, () => void] {
  const [closed, setClosed] = useState(
    () => browserStorage('session')?.getItem(storageKeys.testModeNoticeClosed) === '1',
  );
  const close = () => {
    setClosed(true);
    try {
      browserStorage('session')?.setItem(storageKeys.testModeNoticeClosed, '1');
    } catch {
      // Storage full or refused: closed for this page only.
    }
  };
  return [closed, close];
}

const notices = {
  off: {
    color: 'orange',
    icon: IconAlertTriangle,
    title: paymentsNoticeTexts.paymentsOff,
    text: 'Plans and credit packs cannot be bought on this site at the moment. Please come back later.',
  },
  test: {
    color: 'yellow',
    icon: IconFlask,
    title: paymentsNoticeTexts.testMode,
    text: 'This site runs its built-in test checkout: purchases are free and for trying the product.',
  },
} as const;

/** Says when nothing can be bought here, or that the built-in test checkout charges no card. */
export function PaymentsNotice() {
  const mode = usePaymentsMode();
  const [testNoticeClosed, closeTestNotice] = useTestNoticeClosed();
  if (mode !== 'off' && mode !== 'test') return null;
  // Only the test notice may be closed: while payments are off it explains the disabled buttons.
  const closable = mode === 'test';
  if (closable && testNoticeClosed) return null;
  const { color, icon: Icon, title, text } = notices[mode];
  return (
    <div className={classes.notice}>
      <Alert
        color={color}
        variant="light"
        radius="md"
        icon={<Icon size={20} aria-hidden />}
        title={title}
        withCloseButton={closable}
        closeButtonLabel="Close the test mode notice"
        onClose={closeTestNotice}
      >
        <Text size="sm">{text}</Text>
      </Alert>
    </div>
  );
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
