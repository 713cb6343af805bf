import type { MetaFunction } from 'react-router';
import { LegalPage } from '../features/site-pages/components/legal-page';
import { gdpr } from '../features/site-pages/content/gdpr';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () =>
  pageMeta(
    'GDPR',
    'How we meet the GDPR: legal bases for each purpose, processors, transfers outside the EEA, and how to use your data protection rights.',
  );

export default function GdprRoute() {
  return <LegalPage content={gdpr} path={paths.gdpr} />;
}
