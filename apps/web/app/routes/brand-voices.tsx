import type { MetaFunction } from 'react-router';
import { BrandVoicesScreen } from '../features/brand-voices/components/brand-voices-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Brand Voices', 'Tell every writing tool who you write for and how you sound.');

// Server state comes from the require-login layout above this route (its handle is serverStateHandle).
export default function BrandVoicesRoute() {
  return <BrandVoicesScreen />;
}
