import type { MetaFunction } from 'react-router';
import { OverviewPage } from '../features/site-pages/components/overview-page';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Overview',
    'A tour of the studio: writing tools for ads, blogs and e-mails, AI images, voiceovers in six voices and transcription, paid with monthly plans or credit packs.',
  );

export default function OverviewRoute() {
  return <OverviewPage />;
}
