import { PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CodeField } from '../../../components/forms/code-field';
import { disableTwoFactor } from '../api/disable-two-factor';
import { anyCodeRule } from '../utils/code-rules';
import { SecurityForm } from './security-form';
import { useSecurityForm } from './use-security-form';

interface TurnOffFormProps {
  onTurnedOff: (message: string) => void;
  onCancel: () => void;
}

/** Turning two-factor off takes the password and a code, so neither alone can remove it. */
export function TurnOffForm({ onTurnedOff, onCancel }: TurnOffFormProps) {
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required.'),
      code: anyCodeRule,
    },
  });
  const { onSubmit, pending, notice } = useSecurityForm({
    form,
    send: disableTwoFactor,
    onDone: onTurnedOff,
  });

  return (
    <SecurityForm
      label="Turn off two-factor authentication"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Turning off two-factor authentication…"
      submitLabel="Turn off"
      submitColor="red.8"
      onCancel={onCancel}
      notice={notice}
    >
      <Text size="sm">Logging in will then need your password only.</Text>
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <CodeField recovery label="Authentication code or recovery code" {...form.getInputProps('code')} />
    </SecurityForm>
  );
}
