import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isFailure } from '../../../lib/api-client';
import { usePending } from '../../../lib/use-pending';
import { disableTwoFactor } from '../api/disable-two-factor';
import { anyCodeRule } from '../utils/code-rules';
import { CodeField } from './code-field';
import { SecurityNotice, type Notice } from './security-notice';

const fields = ['password', 'code'] as const;

interface TurnOffFormProps {
  onTurnedOff: (message: string) => void;
  onCancel: () => void;
}

/** Turning two-factor off takes the password and a code, so neither alone can remove it. */
export function TurnOffForm({ onTurnedOff, onCancel }: TurnOffFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submit, pending] = usePending(disableTwoFactor);
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required.'),
      code: anyCodeRule,
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    if (!isFailure(result)) {
      onTurnedOff(result.success);
      return;
    }
    const field = fields.find((name) => name === result.field);
    if (field) form.setFieldError(field, result.error);
    else setNotice({ tone: 'error', text: result.error });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-factor authentication">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label="Turning off two-factor authentication…" />
        <Text size="sm">Logging in will then need your password only.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <CodeField recovery label="Authentication code or recovery code" {...form.getInputProps('code')} />
        <Group gap="sm">
          <Button type="submit" color="red.8" loading={pending}>
            Turn off
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
