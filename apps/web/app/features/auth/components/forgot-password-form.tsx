import { schemaResolver, useForm } from '@mantine/form';
import { ForgotPasswordBody } from '@penwise/contract';
import { useState } from 'react';
import { isFailure } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';
import { forgotPassword } from '../api/forgot-password';
import { AuthForm, EmailField } from './auth-form';
import type { FormNotice } from '~/components/forms/form-message';

/** /reset without a token: asks for the e-mail to send a reset link to. */
export function ForgotPasswordForm() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [submit, pending] = usePending(forgotPassword);
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    setNotice(
      isFailure(result) ? { tone: 'error', text: result.error } : { tone: 'success', text: result.success },
    );
  });

  return (
    <AuthForm
      label="Reset your password"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Sending…"
      submitLabel="Reset"
      notice={notice}
    >
      <EmailField {...form.getInputProps('email')} />
    </AuthForm>
  );
}
