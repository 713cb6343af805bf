import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '@penwise/contract';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';
import { isFailure } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { useSession } from '~/lib/session';
import { confirmEmail } from '../api/account-api';
import { refreshStoredAccount } from '../api/refresh-account';

interface ConfirmEmailPanelProps {
  token: string;
  /** Called once the new address is the login, so the page can stop asking for confirmation. */
  onConfirmed?: () => void;
}

/** Sends the link's token once on arrival and says how it went. */
export function ConfirmEmailPanel({ token, onConfirmed }: ConfirmEmailPanelProps) {
  const session = useSession();
  const [notice, setNotice] = useState<FormNotice | null>(
    token ? null : { tone: 'error', text: accountMessages.invalidEmailLink },
  );

  // The link works once: a remounted effect (React's strict mode) waits for the same call.
  const request = useRef<{ token: string; answer: ReturnType<typeof confirmEmail> } | undefined>(undefined);

  useEffect(() => {
    if (!token) return;
    if (request.current?.token !== token) request.current = { token, answer: confirmEmail(token) };
    let live = true;
    void request.current.answer.then((result) => {
      if (!live) return;
      if (isFailure(result)) {
        setNotice({ tone: 'error', text: result.error });
        return;
      }
      setNotice({ tone: 'success', text: result.success });
      onConfirmed?.();
      // Logged in here (perhaps to the account whose address changed): every open tab shows the new one.
      void refreshStoredAccount();
    });
    return () => {
      live = false;
    };
  }, [token, onConfirmed]);

  if (!notice) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Confirming your new email address…</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <FormMessage notice={notice} />
      <Button component={Link} to={session ? paths.settings : paths.login} variant="light">
        {session ? 'Back to settings' : 'Go to login'}
      </Button>
    </Stack>
  );
}
