import type { MetaFunction } from 'react-router';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { LoginForm } from '../features/auth/components/login-form';
import { brand } from '../lib/brand';
import { useGuestOnly, useReturnPath } from '../lib/login-return';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Log in');

export default function LoginRoute() {
  // Already logged in: straight on to where the login would have led.
  useGuestOnly(useReturnPath());
  return (
    <>
      <AuthHeading title="Welcome back" lead={`Log in to your ${brand.name} account.`} />
      <LoginForm />
    </>
  );
}
