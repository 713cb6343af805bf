import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Invoices';
const description = 'View and manage your invoices and payment history.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function BillingRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
