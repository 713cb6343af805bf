import type { MetaFunction } from 'react-router';
import { BillingScreen } from '../features/billing/components/billing-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Invoices', 'View and manage your invoices and payment history.');

/** Billing: shown only when logged in (routes.ts nests it in require-login). */
export default function BillingRoute() {
  return <BillingScreen />;
}
