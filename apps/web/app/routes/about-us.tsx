import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'About us';
const description = 'Who builds this studio, and why.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function AboutUsRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
