import { PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LoginBody } from '@penwise/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { useReturnPath } from '~/lib/login-return';
import { forgetSessionEndNotice, peekSessionEndNotice } from '~/lib/session';
import { usePending } from '~/lib/use-pending';
import { login } from '../api/login';
import { AuthForm, EmailField } from './auth-form';
import { TwoFactorStep } from './two-factor-step';

type Credentials = Pick<LoginBody, 'email' | 'password'>;

/**
 * /login: on success the session is stored and the page the user was sent away from opens (the
 * dashboard otherwise); errors open the popup.
 * With two-factor authentication on, a second step asks for the code.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const popup = usePopup();
  const [submit, pending] = usePending(login);
  // Kept in memory for the second step only: the password is never stored.
  const [needsCode, setNeedsCode] = useState<Credentials | null>(null);
  const arrival = useArrivalNotice();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const result = await submit(values);
    if (isFailure(result)) {
      if (result.code === 'two_factor_required') setNeedsCode(values);
      else popup.showError(result);
      return;
    }
    await navigate(returnPath, { replace: true });
  });

  if (needsCode) {
    const back = () => {
      setNeedsCode(null);
      form.setFieldValue('password', '');
    };
    return <TwoFactorStep credentials={needsCode} onBack={back} />;
  }

  return (
    <Stack gap="md">
      <FormMessage notice={arrival} />
      <AuthForm
        label="Log in"
        onSubmit={onSubmit}
        pending={pending}
        pendingLabel="Logging in…"
        submitLabel="Login"
      >
        <EmailField {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          aria-invalid={form.errors.password ? true : undefined}
          {...form.getInputProps('password')}
        />
      </AuthForm>
    </Stack>
  );
}

/**
 * What the page that ended the session left to say (an account just deleted), shown once: read on
 * the first render, forgotten once on screen. Never during hydration: the notice lives in memory only.
 */
function useArrivalNotice(): FormNotice | null {
  const [notice] = useState<FormNotice | null>(() => {
    const text = peekSessionEndNotice();
    return text ? { tone: 'success', text } : null;
  });
  useEffect(() => {
    forgetSessionEndNotice();
  }, []);
  return notice;
}
