import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Disclaimer';
const description = 'The limits of what our AI-generated content promises.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function DisclaimerRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
