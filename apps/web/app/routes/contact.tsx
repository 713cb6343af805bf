import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'Contact';
const description = 'Write to our team, or find our e-mail addresses, office and phone hours.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function ContactRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
