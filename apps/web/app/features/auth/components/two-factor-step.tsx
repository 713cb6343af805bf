import { Anchor, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isAppCode, OneTimeCode, type LoginBody } from '@penwise/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeField } from '~/components/forms/code-field';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { useReturnPath } from '~/lib/login-return';
import { usePending } from '~/lib/use-pending';
import { login } from '../api/login';
import { AuthForm } from './auth-form';

interface TwoFactorStepProps {
  /** The e-mail and password of the first step, held in memory only, never stored. */
  credentials: Pick<LoginBody, 'email' | 'password'>;
  onBack: () => void;
}

const codeRule = (recovery: boolean) => (value: string) => {
  if (recovery) return OneTimeCode.safeParse(value).success ? null : 'Enter one of your recovery codes.';
  return isAppCode(value) ? null : 'Enter the 6-digit code from your authenticator app.';
};

/** Login's second step when two-factor authentication is on: an app code, or a recovery code. */
export function TwoFactorStep({ credentials, onBack }: TwoFactorStepProps) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const popup = usePopup();
  const [submit, pending] = usePending(login);
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The form keeps its first rules: read the current mode through a ref.
  const recoveryRef = useRef(recovery);
  const form = useForm({
    initialValues: { otp: '' },
    validate: { otp: (value) => codeRule(recoveryRef.current)(value) },
  });

  useEffect(() => {
    recoveryRef.current = recovery;
    field.current?.focus();
  }, [recovery]);

  const toggle = () => {
    form.reset();
    setRecovery((value) => !value);
  };

  const onSubmit = form.onSubmit(async ({ otp }) => {
    const result = await submit({ ...credentials, otp });
    if (!isFailure(result)) {
      await navigate(returnPath, { replace: true });
      return;
    }
    if (result.code === 'invalid_two_factor_code') form.setFieldError('otp', result.error);
    else popup.showError(result);
  });

  return (
    <>
      <AuthForm
        label="Two-factor authentication"
        onSubmit={onSubmit}
        pending={pending}
        pendingLabel="Checking the code…"
        submitLabel="Verify"
      >
        <Text size="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
            : `Open your authenticator app and enter the 6-digit code for ${credentials.email}.`}
        </Text>
        <CodeField
          ref={field}
          key={recovery ? 'recovery' : 'app'}
          recovery={recovery}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          placeholder={recovery ? 'XXXXX-XXXXX' : '123 456'}
          {...form.getInputProps('otp')}
        />
      </AuthForm>
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
          Back to login
        </Anchor>
      </Group>
    </>
  );
}
