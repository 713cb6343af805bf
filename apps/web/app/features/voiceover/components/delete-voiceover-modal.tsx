import { Button, Group, Modal, Text } from '@mantine/core';
import type { VoiceoverRow } from '../utils/voiceover-rows';

interface DeleteVoiceoverModalProps {
  /** The row to delete; undefined closes the modal. */
  row: VoiceoverRow | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (row: VoiceoverRow) => void;
}

/** Deleting removes the MP3 for good, so it is asked first. */
export function DeleteVoiceoverModal({ row, deleting, onCancel, onConfirm }: DeleteVoiceoverModalProps) {
  return (
    <Modal
      opened={row !== undefined}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title="Delete this voiceover?"
      centered
      radius="lg"
    >
      <Text size="sm">
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row?.fileName}
        </Text>{' '}
        will be removed from your voiceovers and your history. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" loading={deleting} onClick={() => row && onConfirm(row)}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
