import type { MetaFunction } from 'react-router';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Dashboard');

export default function DashboardRoute() {
  return <DashboardScreen />;
}
