import type { MetaFunction } from 'react-router';
import { TranscriptionScreen } from '../features/transcription/components/transcription-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('AI Speech to Text', 'The AI app that turns audio speech into text with ease');

export default function TranscribeRoute() {
  return <TranscriptionScreen />;
}
