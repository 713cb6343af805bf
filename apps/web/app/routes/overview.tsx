import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Overview';
const description = 'A tour of the studio and everything it can make.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function OverviewRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
