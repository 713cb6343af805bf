import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TwoFactorSetupBody, type TwoFactorSetupAnswer } from '@penwise/contract';
import { useState } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isFailure } from '../../../lib/api-client';
import { usePending } from '../../../lib/use-pending';
import { startTwoFactorSetup } from '../api/start-two-factor-setup';
import { SecurityNotice, type Notice } from './security-notice';

const PasswordOnly = TwoFactorSetupBody.pick({ password: true });

interface ConfirmPasswordStepProps {
  onStarted: (setup: TwoFactorSetupAnswer['success']) => void;
  onCancel: () => void;
}

/** Set-up, step 1: the password, so a borrowed unlocked session cannot add its own authenticator. */
export function ConfirmPasswordStep({ onStarted, onCancel }: ConfirmPasswordStepProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submit, pending] = usePending(startTwoFactorSetup);
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaResolver(PasswordOnly, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    if (!isFailure(result)) {
      onStarted(result.success);
      return;
    }
    if (result.field === 'password') form.setFieldError('password', result.error);
    else setNotice({ tone: 'error', text: result.error });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm your password">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label="Checking your password…" />
        <Text size="sm">Enter your password to start. Then you will scan a QR code with your app.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            Continue
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
        <SecurityNotice notice={notice} />
      </Stack>
    </form>
  );
}
