import { PasswordInput, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TwoFactorSetupBody, type TwoFactorSetupAnswer } from '@penwise/contract';
import { startTwoFactorSetup } from '../api/start-two-factor-setup';
import { StepForm } from '~/components/forms/step-form';
import { useFormSubmit } from '~/components/forms/use-form-submit';

const PasswordOnly = TwoFactorSetupBody.pick({ password: true });

interface ConfirmPasswordStepProps {
  onStarted: (setup: TwoFactorSetupAnswer['success']) => void;
  onCancel: () => void;
}

/** Set-up, step 1: the password, so a borrowed unlocked session cannot add its own authenticator. */
export function ConfirmPasswordStep({ onStarted, onCancel }: ConfirmPasswordStepProps) {
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaResolver(PasswordOnly, { sync: true }),
  });
  const { onSubmit, pending, notice } = useFormSubmit({
    form,
    send: startTwoFactorSetup,
    onDone: onStarted,
  });

  return (
    <StepForm
      label="Confirm your password"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Checking your password…"
      submitLabel="Continue"
      onCancel={onCancel}
      notice={notice}
    >
      <Text size="sm">Enter your password to start. Then you will scan a QR code with your app.</Text>
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </StepForm>
  );
}
