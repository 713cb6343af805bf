import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'GDPR';
const description = 'How we meet the General Data Protection Regulation.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function GdprRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
