import type { MetaFunction } from 'react-router';
import { LegalPage } from '../features/site-pages/components/legal-page';
import { termsOfService } from '../features/site-pages/content/terms-of-service';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () =>
  pageMeta(
    'Terms of Service',
    'The rules for using the studio: your account, credits, monthly plans and credit packs, cancellations and refunds, and acceptable use.',
  );

export default function TermsOfServiceRoute() {
  return <LegalPage content={termsOfService} path={paths.termsOfService} />;
}
