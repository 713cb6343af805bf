import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Terms of Service';
const description = 'The terms that apply when you use our service.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TermsOfServiceRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
