import { Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { markCheckoutItemFailed } from '~/lib/checkout-item';
import { PaymentResult } from './payment-result';
import { paymentTexts } from './payment-texts';

/** /cancel: where the hosted checkout returns when the user gives up; nothing was charged. */
export function CancelScreen() {
  // An abandoned checkout stays in storage, marked failed.
  useEffect(() => markCheckoutItemFailed(), []);
  return (
    <PaymentResult
      icon={<IconCircleX size={40} />}
      color="orange"
      title={paymentTexts.cancelTitle}
      actionLabel={paymentTexts.returnToApp}
    >
      <Text c="dimmed">{paymentTexts.cancelMessage}</Text>
    </PaymentResult>
  );
}
