import type { MetaFunction } from 'react-router';
import { LegalPage } from '../features/site-pages/components/legal-page';
import { disclaimer } from '../features/site-pages/content/disclaimer';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () =>
  pageMeta(
    'Disclaimer',
    'What AI-generated text, images, voiceovers and transcriptions can and cannot promise, and why you should review results before publishing.',
  );

export default function DisclaimerRoute() {
  return <LegalPage content={disclaimer} path={paths.disclaimer} />;
}
