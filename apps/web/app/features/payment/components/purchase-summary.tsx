import { Text } from '@mantine/core';
import { formatCount } from '~/lib/format-number';
import { useSession } from '~/lib/session';
import { useCredits } from '~/lib/credits';
import { paymentTexts } from './payment-texts';

/** After a verified payment: what was bought, and the balance it made (for the logged-in buyer). */
export function PurchaseSummary({ product }: { product: string | undefined }) {
  const loggedIn = Boolean(useSession());
  const { data } = useCredits({ enabled: loggedIn });
  const balance = data ? data.success.x + data.success.y : undefined;
  return (
    <>
      {product && <Text>{paymentTexts.bought(product)}</Text>}
      {balance !== undefined && <Text fw={600}>{paymentTexts.balance(formatCount(balance))}</Text>}
    </>
  );
}
