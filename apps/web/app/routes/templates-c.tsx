import type { MetaFunction } from 'react-router';
import { TextGenerationScreen } from '../features/text-generation/components/text-generation-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Generate Text', 'Describe what you need and let the chosen tool write it.');

export default function TemplatesCRoute() {
  return <TextGenerationScreen />;
}
