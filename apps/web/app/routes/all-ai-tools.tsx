import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Tools';
const description = 'Every writing, image, voice and transcription tool in one place.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function AllAiToolsRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
