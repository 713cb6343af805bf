import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { SubmitEventHandler, ReactNode } from 'react';
import { LoadingOverlay } from '~/components/loading-overlay';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';

interface AuthFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  pending: boolean;
  /** What the loading overlay says while the call runs. */
  pendingLabel: string;
  submitLabel: string;
  notice?: FormNotice | null;
  children: ReactNode;
}

/** The frame every auth form shares: fields, loading overlay, one full-width submit button, inline message. */
export function AuthForm({
  label,
  onSubmit,
  pending,
  pendingLabel,
  submitLabel,
  notice,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label={pendingLabel} />
        {children}
        <Button type="submit" size="md" fullWidth loading={pending} mt="xs">
          {submitLabel}
        </Button>
        {notice !== undefined && <FormMessage notice={notice} />}
      </Stack>
    </form>
  );
}

/** The e-mail field of the login, register and reset forms. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
