import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Generate Text';
const description = 'Describe what you need and let the chosen tool write it.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TemplatesCRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
