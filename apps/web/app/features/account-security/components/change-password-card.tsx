import { PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangePasswordBody, limits } from '@penwise/contract';
import { z } from 'zod';
import { FormCard } from '~/components/forms/form-card';
import { changePassword } from '../api/change-password';
import { useFormSubmit } from '~/components/forms/use-form-submit';

const ChangePasswordForm = ChangePasswordBody.pick({ current_password: true, new_password: true })
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    message: 'The two new passwords do not match.',
  });

type ChangePasswordValues = z.infer<typeof ChangePasswordForm>;

// Sends the two passwords only: the confirmation is checked here.
const send = ({ current_password, new_password }: ChangePasswordValues) =>
  changePassword({ current_password, new_password });

/** Change password: the current one, the new one twice; every other device is logged out. */
export function ChangePasswordCard({ email }: { email: string }) {
  const form = useForm<ChangePasswordValues>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: schemaResolver(ChangePasswordForm, { sync: true }),
  });
  const { onSubmit, pending, notice, setNotice } = useFormSubmit({
    form,
    send,
    onDone: (message) => {
      form.reset();
      setNotice({ tone: 'success', text: message });
    },
  });

  return (
    <FormCard
      titleId="change-password-title"
      title="Change password"
      description="You stay logged in here; every other device is logged out."
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Changing your password…"
      submitLabel="Change password"
      notice={notice}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...form.getInputProps('current_password')}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        description={`At least ${limits.passwordMin} characters.`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        {...form.getInputProps('new_password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm_password')}
      />
    </FormCard>
  );
}
