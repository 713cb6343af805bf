import { Button, Group, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode, SubmitEventHandler } from 'react';
import { FormMessage, type FormNotice } from './form-message';
import { LoadingOverlay } from '../loading-overlay';

interface StepFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  pending: boolean;
  /** What the loading overlay says while the call runs. */
  pendingLabel: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  onCancel: () => void;
  notice: FormNotice | null;
  children: ReactNode;
}

/** The frame of each two-factor step: fields, loading overlay, submit and cancel, the answer below. */
export function StepForm({
  label,
  onSubmit,
  pending,
  pendingLabel,
  submitLabel,
  submitColor,
  onCancel,
  notice,
  children,
}: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label={pendingLabel} />
        {children}
        <Group gap="sm">
          <Button type="submit" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
        <FormMessage notice={notice} />
      </Stack>
    </form>
  );
}
