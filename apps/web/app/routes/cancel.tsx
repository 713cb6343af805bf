import type { MetaFunction } from 'react-router';
import { CancelScreen } from '../features/payment/components/cancel-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Payment Cancelled',
    'Your payment was not completed. You can try again later or contact support if you need assistance.',
    { noindex: true },
  );

export default function CancelRoute() {
  return <CancelScreen />;
}
