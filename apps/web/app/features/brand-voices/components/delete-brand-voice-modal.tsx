import type { BrandVoice } from '@penwise/contract';
import { Text } from '@mantine/core';
import { DeleteItemModal } from '~/components/delete-item-modal';
import { useDeleteBrandVoice } from '../api/delete-brand-voice';

interface DeleteBrandVoiceModalProps {
  /** The voice asked about; none keeps the dialog closed. */
  voice: BrandVoice | undefined;
  onClose: () => void;
  onDeleted: (voice: BrandVoice) => void;
}

/** Asks before a voice is deleted; texts already written with it stay as they are. */
export function DeleteBrandVoiceModal({ voice, onClose, onDeleted }: DeleteBrandVoiceModalProps) {
  const remove = useDeleteBrandVoice();
  return (
    <DeleteItemModal
      item={voice}
      title="Delete this brand voice?"
      remove={remove}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">
        <strong>{voice?.name}</strong> is deleted, and tools stop offering it. Texts you already wrote with it
        stay as they are. <strong>This cannot be undone.</strong>
      </Text>
    </DeleteItemModal>
  );
}
