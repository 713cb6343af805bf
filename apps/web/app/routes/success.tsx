import type { MetaFunction } from 'react-router';
import { SuccessScreen } from '../features/payment/components/success-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Payment Successful!', 'Your payment is being confirmed; your dashboard opens next.', {
    noindex: true,
  });

export default function SuccessRoute() {
  return <SuccessScreen />;
}
