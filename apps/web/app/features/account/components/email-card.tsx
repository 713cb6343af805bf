import { PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangeEmailBody } from '@penwise/contract';
import type { z } from 'zod';
import { FormCard } from '~/components/forms/form-card';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { changeEmail } from '../api/account-api';

const EmailForm = ChangeEmailBody.pick({ email: true, password: true });
type EmailValues = z.input<typeof EmailForm>;

/** A new login address: confirmed from its own inbox before it replaces the current one. */
export function EmailCard({ email }: { email: string }) {
  const form = useForm<EmailValues>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(EmailForm, { sync: true }),
  });
  const { onSubmit, pending, notice, setNotice } = useFormSubmit({
    form,
    send: changeEmail,
    onDone: (message) => {
      form.reset();
      setNotice({ tone: 'success', text: message });
    },
  });

  return (
    <FormCard
      titleId="profile-email-title"
      title="Email address"
      description={
        <>
          You log in with <strong>{email}</strong>. A new address works once you open the link we send to it.
        </>
      }
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Sending the confirmation link…"
      submitLabel="Send confirmation link"
      notice={notice}
    >
      <TextInput
        label="New email address"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </FormCard>
  );
}
