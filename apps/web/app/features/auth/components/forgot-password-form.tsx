import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ForgotPasswordBody } from '@penwise/contract';
import { useState } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isFailure } from '../../../lib/api-client';
import { usePending } from '../../../lib/use-pending';
import { forgotPassword } from '../api/forgot-password';
import { FormMessage, type FormNotice } from './form-message';

/** /reset without a token: asks for the e-mail to send a reset link to (SPEC §2, §4). */
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
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label="Sending…" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={pending} mt="xs">
          Reset
        </Button>
        <FormMessage notice={notice} />
      </Stack>
    </form>
  );
}
