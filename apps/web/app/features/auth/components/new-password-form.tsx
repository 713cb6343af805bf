import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ResetPasswordBody } from '@penwise/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isFailure } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { usePending } from '~/lib/use-pending';
import { resetPassword } from '../api/reset-password';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';
import { NewPasswordField } from './password-field';
import { AuthForm } from './auth-form';

const NewPassword = ResetPasswordBody.pick({ password: true });

/** /reset?token=…: chooses the new password; afterwards only the result and a way to log in remain. */
export function NewPasswordForm({ token }: { token: string }) {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [submit, pending] = usePending(resetPassword);
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaResolver(NewPassword, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async ({ password }) => {
    setNotice(null);
    const result = await submit({ token, password });
    setNotice(
      isFailure(result) ? { tone: 'error', text: result.error } : { tone: 'success', text: result.success },
    );
  });

  if (notice?.tone === 'success') {
    return (
      <Stack gap="md">
        <FormMessage notice={notice} />
        <Button component={Link} to={paths.login} size="md" fullWidth>
          Log in
        </Button>
      </Stack>
    );
  }
  return (
    <AuthForm
      label="Choose a new password"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Saving your new password…"
      submitLabel="Set new password"
      notice={notice}
    >
      <NewPasswordField label="New password" {...form.getInputProps('password')} />
    </AuthForm>
  );
}
