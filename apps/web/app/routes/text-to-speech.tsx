import type { MetaFunction } from 'react-router';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Voiceover';
const description = 'Turn your text into natural audio speech in one of six voices.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TextToSpeechRoute() {
  return <ComingSoonPanel title={title} description={description} />;
}
