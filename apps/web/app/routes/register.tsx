import type { MetaFunction } from 'react-router';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { RegisterForm } from '../features/auth/components/register-form';
import { useGuestOnly } from '../lib/login-return';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Sign up');

export default function RegisterRoute() {
  useGuestOnly();
  return (
    <>
      <AuthHeading title="Create your account" lead="Start writing, illustrating and voicing with AI." />
      <RegisterForm />
    </>
  );
}
