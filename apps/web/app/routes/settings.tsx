import type { MetaFunction } from 'react-router';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Settings');

/** SPEC §2: /settings renders the same account dashboard as /dashboard. */
export default function SettingsRoute() {
  return <DashboardScreen />;
}
