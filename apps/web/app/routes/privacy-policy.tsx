import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Privacy Policy';
const description = 'What data we collect, why, and how we protect it.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function PrivacyPolicyRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
