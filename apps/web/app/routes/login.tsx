import type { MetaFunction } from 'react-router';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { LoginForm } from '../features/auth/components/login-form';
import { brand } from '../lib/brand';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Log in');

export default function LoginRoute() {
  return (
    <>
      <AuthHeading title="Welcome back" lead={`Log in to your ${brand.name} account.`} />
      <LoginForm />
    </>
  );
}
