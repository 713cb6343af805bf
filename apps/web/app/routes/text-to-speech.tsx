import type { MetaFunction } from 'react-router';
import { VoiceoverScreen } from '../features/voiceover/components/voiceover-screen';
import { pageMeta } from '../lib/page-meta';

const title = 'AI Voiceover';
const description = 'Turn your text into natural audio speech in one of six voices.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function TextToSpeechRoute() {
  return <VoiceoverScreen />;
}
