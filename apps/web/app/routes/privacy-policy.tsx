import type { MetaFunction } from 'react-router';
import { LegalPage } from '../features/site-pages/components/legal-page';
import { privacyPolicy } from '../features/site-pages/content/privacy-policy';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () =>
  pageMeta(
    'Privacy Policy',
    'What personal data we collect to run your account, credits, payments and AI generations, who we share it with, and how long we keep it.',
  );

export default function PrivacyPolicyRoute() {
  return <LegalPage content={privacyPolicy} path={paths.privacyPolicy} />;
}
