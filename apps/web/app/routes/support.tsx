import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Support';
const description = 'Guides and answers, and how to reach our team.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function SupportRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
