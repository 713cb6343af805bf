import { PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CodeField } from '~/components/forms/code-field';
import { disableTwoFactor } from '../api/disable-two-factor';
import { anyCodeRule } from '../utils/code-rules';
import { StepForm } from '~/components/forms/step-form';
import { useFormSubmit } from '~/components/forms/use-form-submit';

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
  const { onSubmit, pending, notice } = useFormSubmit({
    form,
    send: disableTwoFactor,
    onDone: onTurnedOff,
  });

  return (
    <StepForm
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
    </StepForm>
  );
}
