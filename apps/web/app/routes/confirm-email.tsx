import { useCallback, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { ConfirmEmailPanel } from '../features/account/components/confirm-email-panel';
import { pageMeta } from '../lib/page-meta';
import { useHydrated } from '../lib/use-hydrated';

export const meta: MetaFunction = () => pageMeta('Confirm your new email', undefined, { noindex: true });

/** /confirm-email?token=…: the link a change of address e-mails to the new inbox. */
export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no query string: read the token only once hydrated.
  const hydrated = useHydrated();
  const token = hydrated ? (searchParams.get('token')?.trim() ?? '') : undefined;
  const [confirmed, setConfirmed] = useState(false);
  const onConfirmed = useCallback(() => {
    setConfirmed(true);
  }, []);
  return (
    <>
      {confirmed ? (
        <AuthHeading
          title="Your email address has changed"
          lead="From now on, log in with your new address."
        />
      ) : (
        <AuthHeading
          title="Confirm your new email"
          lead="Your login address changes once this link is confirmed."
        />
      )}
      {token !== undefined && <ConfirmEmailPanel token={token} onConfirmed={onConfirmed} />}
    </>
  );
}
