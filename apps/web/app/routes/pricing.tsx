import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Pricing';
const description = 'Monthly plans and one-off credit packs, and what each one includes.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function PricingRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
