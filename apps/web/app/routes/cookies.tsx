import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Cookies';
const description = 'Which cookies and browser storage we use, and what for.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function CookiesRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
