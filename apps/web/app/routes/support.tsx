import type { MetaFunction } from 'react-router';
import { SupportPage } from '../features/site-pages/components/support-page';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Support',
    'Reach our team by e-mail, phone (Mon-Fri 8am to 5pm) or the contact form, and find quick answers about credits, billing and your account.',
  );

export default function SupportRoute() {
  return <SupportPage />;
}
