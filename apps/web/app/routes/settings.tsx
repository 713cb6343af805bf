import type { MetaFunction } from 'react-router';
import { ProfileSection } from '../features/account/components/profile-section';
import { SecuritySection } from '../features/account-security/components/security-section';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Settings');

/** /settings renders the same account dashboard as /dashboard, plus the Profile and Security sections. */
export default function SettingsRoute() {
  return (
    <DashboardScreen>
      <ProfileSection />
      <SecuritySection />
    </DashboardScreen>
  );
}
