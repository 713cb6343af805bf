import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ConfirmDeleteModalProps {
  opened: boolean;
  /** The question, naming what is deleted ("Delete this image?"). */
  title: string | undefined;
  deleting: boolean;
  /** Why the last attempt failed, shown in the dialog so the user can try again. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
  /** What goes, and that it cannot be undone. */
  children: ReactNode;
}

/** Asks before anything is deleted for good; Cancel holds the focus, so Enter on opening deletes nothing. */
export function ConfirmDeleteModal({
  opened,
  title,
  deleting,
  error,
  onCancel,
  onConfirm,
  children,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={title}
      centered
      radius="lg"
    >
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
          {/* red.8: white on Mantine's default red is 3.3:1, short of the 4.5:1 text needs. */}
          <Button color="red.8" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
