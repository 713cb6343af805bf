import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Image Generator';
const description = 'Explain your idea and get an image made from it.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function ImageGenRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
