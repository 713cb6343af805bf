import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useLogout } from '~/lib/logout';
import { paths } from '~/lib/paths';
import { useSignedIn } from '~/lib/session';

/** A guest sees Log in and Sign Up, a logged-in user Dashboard and Log Out. */
export function SessionActions({
  onNavigate,
  fullWidth = false,
}: {
  onNavigate?: () => void;
  fullWidth?: boolean;
}) {
  const signedIn = useSignedIn();
  const logout = useLogout();
  if (signedIn) {
    return (
      <>
        <Button component={Link} to={paths.dashboard} onClick={onNavigate} fullWidth={fullWidth}>
          Dashboard
        </Button>
        <Button
          variant="default"
          fullWidth={fullWidth}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          Log Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={Link} to={paths.login} variant="default" onClick={onNavigate} fullWidth={fullWidth}>
        Log in
      </Button>
      <Button component={Link} to={paths.register} onClick={onNavigate} fullWidth={fullWidth}>
        Sign Up
      </Button>
    </>
  );
}
