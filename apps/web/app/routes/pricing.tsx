import type { MetaFunction } from 'react-router';
import { PricingScreen } from '../features/pricing/components/pricing-screen';
import { pageMeta } from '../lib/page-meta';
import { serverStateHandle } from '../lib/query-provider';

// Its plan status, payment mode and plan-change preview are queries.
export const handle = serverStateHandle;

export const meta: MetaFunction = () =>
  pageMeta('Pricing', 'Monthly plans and one-off credit packs, and what each one includes.');

export default function PricingRoute() {
  return <PricingScreen />;
}
