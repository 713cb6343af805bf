import { Text } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { DeleteItemModal } from '~/components/delete-item-modal';
import { useDeleteCustomTemplate } from '../api/delete-custom-template';

interface DeleteTemplateModalProps {
  /** The template asked about; none keeps the dialog closed. */
  template: CustomTemplate | undefined;
  onClose: () => void;
  onDeleted: (template: CustomTemplate) => void;
}

/** Asks before a template is deleted; texts already written with it stay in the history. */
export function DeleteTemplateModal({ template, onClose, onDeleted }: DeleteTemplateModalProps) {
  const remove = useDeleteCustomTemplate();
  return (
    <DeleteItemModal
      item={template}
      title="Delete this template?"
      remove={remove}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">
        <strong>{template?.title}</strong> is deleted and leaves the catalogue. Texts you already wrote with
        it stay in your history. <strong>This cannot be undone.</strong>
      </Text>
    </DeleteItemModal>
  );
}
