import type { MetaFunction } from 'react-router';
import { BrandVoicePicker } from '../features/brand-voices/components/brand-voice-picker';
import { TextGenerationScreen } from '../features/text-generation/components/text-generation-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Generate Text', 'Describe what you need and let the chosen tool write it.');

// The route composes the two features: every tool's form offers the brand-voice picker.
export default function TemplatesCRoute() {
  return <TextGenerationScreen voicePicker={BrandVoicePicker} />;
}
