import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Payment Successful!';
const description = 'Your payment is confirmed here once it has gone through.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function SuccessRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
