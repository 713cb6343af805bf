import { Alert, Modal, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { accountMessages } from '@penwise/contract';
import { paths } from '~/lib/paths';
import { clearSession } from '~/lib/session';
import { useTwoFactorStatus } from '~/lib/two-factor-status';
import { StepForm } from '~/components/forms/step-form';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { deleteAccount } from '../api/account-api';

interface DeleteValues extends Record<string, unknown> {
  password: string;
  otp: string;
}

/** Whether two-factor is on: the code field shows then, and also when that cannot be told. */
function useNeedsCode(opened: boolean) {
  const status = useTwoFactorStatus({ enabled: opened });
  return status.isError || status.data?.success.enabled === true;
}

/** The last step: the password (and a two-factor code when on), after a warning that this is final. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const needsCode = useNeedsCode(opened);
  const form = useForm<DeleteValues>({
    initialValues: { password: '', otp: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required.'),
      otp: (value) => (needsCode && !value.trim() ? 'Enter the code.' : null),
    },
  });
  const { onSubmit, pending, notice, setNotice } = useFormSubmit({
    form,
    send: deleteAccount,
    // The session goes first: /login sends a visitor who still has one on to the dashboard. The
    // login page then says, once, why the visitor is there.
    onDone: () => {
      clearSession({ deliberate: true, notice: accountMessages.accountDeleted });
      void navigate(paths.login, { replace: true });
    },
  });
  const close = () => {
    form.reset();
    setNotice(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete your account" centered size="md">
      <StepForm
        label="Delete your account"
        onSubmit={onSubmit}
        pending={pending}
        pendingLabel="Deleting your account…"
        submitLabel="Delete my account for good"
        submitColor="red"
        onCancel={close}
        notice={notice}
      >
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="This cannot be undone"
        >
          Your plan is cancelled at once, with no refund for the rest of the month, and your remaining credits
          are lost. Your history, pictures and recordings are erased and every device is logged out. Download
          your data first if you want to keep it.
        </Alert>
        <Text size="sm">Enter your password to confirm it is you.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        {needsCode && (
          <TextInput
            label="Two-factor code"
            description="From your authenticator app, or one of your recovery codes."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="one-time-code"
            required
            {...form.getInputProps('otp')}
          />
        )}
      </StepForm>
    </Modal>
  );
}
