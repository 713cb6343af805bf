import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI History';
const description = 'Everything you have generated, newest first, ready to reopen.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function HistoryRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
