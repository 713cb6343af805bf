import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { NewPasswordForm } from '../features/auth/components/new-password-form';
import { useGuestOnly } from '../lib/login-return';
import { pageMeta } from '../lib/page-meta';
import { useHydrated } from '../lib/use-hydrated';

export const meta: MetaFunction = () => pageMeta('Reset your password', undefined, { noindex: true });

/** /reset asks for an e-mail; /reset?token=… (the e-mailed link) sets the new password. */
export default function ResetRoute() {
  useGuestOnly();
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no query string: read the token only once hydrated.
  const token = useHydrated() ? searchParams.get('token')?.trim() : undefined;
  if (token) {
    return (
      <>
        <AuthHeading title="Choose a new password" lead="It replaces your old password right away." />
        <NewPasswordForm token={token} />
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Reset your password" lead="Enter your e-mail and we will send you a reset link." />
      <ForgotPasswordForm />
    </>
  );
}
