import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Speech to Text';
const description = 'The AI app that turns audio speech into text with ease';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TranscribeRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
