import type { MetaFunction } from 'react-router';
import { AllToolsScreen } from '../features/tools/components/all-tools-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'AI Tools',
    'Every AI tool in one place: image, voice and transcription studios and writing tools, searchable.',
  );

export default function AllAiToolsRoute() {
  return <AllToolsScreen />;
}
