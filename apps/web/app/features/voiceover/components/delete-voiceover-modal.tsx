import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '~/components/confirm-delete-modal';
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
    <ConfirmDeleteModal
      opened={row !== undefined}
      title="Delete this voiceover?"
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={() => row && onConfirm(row)}
    >
      <Text size="sm">
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row?.fileName}
        </Text>{' '}
        will be removed from your voiceovers and your history. This cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
