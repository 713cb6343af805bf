import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode, SubmitEventHandler } from 'react';

interface EditorFormProps {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** Names the form when no heading inside it does. */
  'aria-label'?: string | undefined;
  children: ReactNode;
}

/** A page-wide card holding a form that creates or edits one item; ends with a FormFooter. */
export function EditorForm({ onSubmit, 'aria-label': label, children }: EditorFormProps) {
  return (
    <Paper
      component="form"
      withBorder
      shadow="xs"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

interface FormFooterProps {
  /** Why the last save failed. */
  error?: string | undefined;
  saving: boolean;
  onCancel: () => void;
  /** The buttons after Cancel, the submit button last. */
  children: ReactNode;
}

/** The end of an editor form: why the save failed, if it did, then Cancel and the form's own buttons. */
export function FormFooter({ error, saving, onCancel, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {children}
      </Group>
    </>
  );
}
