import type { MetaFunction } from 'react-router';
import { SuccessScreen } from '../features/payment/components/success-screen';
import { pageMeta } from '../lib/page-meta';
import { serverStateHandle } from '../lib/query-provider';

// The payment check and the new balance are queries.
export const handle = serverStateHandle;

export const meta: MetaFunction = () =>
  pageMeta('Payment Successful!', 'Your payment is being confirmed; your dashboard opens next.', {
    noindex: true,
  });

export default function SuccessRoute() {
  return <SuccessScreen />;
}
