import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Templates';
const description = 'The writing tools of the category you chose.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TemplatesBRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
