import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Templates';
const description = 'Pick a category of writing templates to start from.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TemplatesARoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
