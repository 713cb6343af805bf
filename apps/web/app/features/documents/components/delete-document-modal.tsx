import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '~/components/confirm-delete-modal';
import type { DocumentDelete } from './use-document-delete';

/** Deleting a document is for good, so it is asked first and names the document. */
export function DeleteDocumentModal({ remove }: { remove: DocumentDelete }) {
  return (
    <ConfirmDeleteModal
      opened={remove.opened}
      title="Delete this document?"
      deleting={remove.deleting}
      error={remove.error}
      onCancel={remove.cancel}
      onConfirm={remove.confirm}
    >
      <Text size="sm">
        “{remove.target?.title}” and everything in it will be deleted. <strong>This cannot be undone.</strong>
      </Text>
    </ConfirmDeleteModal>
  );
}
