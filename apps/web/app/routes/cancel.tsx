import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Payment Cancelled';
const description =
  'Your payment was not completed. You can try again later or contact support if you need assistance.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function CancelRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
