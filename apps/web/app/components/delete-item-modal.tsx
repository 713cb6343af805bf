import type { ReactNode } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';

/** The part of a delete mutation the dialog drives (TanStack Query's `useMutation`, called with the id). */
interface Deletion {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

interface DeleteItemModalProps<T extends { id: string }> {
  /** The item asked about; none keeps the dialog closed. */
  item: T | undefined;
  /** The question ('Delete this template?'). */
  title: string;
  remove: Deletion;
  onClose: () => void;
  onDeleted: (item: T) => void;
  /** What goes, and that it cannot be undone. */
  children: ReactNode;
}

/** Asks before an item is deleted, deletes it, and keeps the dialog open with the reason if that fails. */
export function DeleteItemModal<T extends { id: string }>({
  item,
  title,
  remove,
  onClose,
  onDeleted,
  children,
}: DeleteItemModalProps<T>) {
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(item);
      },
    });
  };
  return (
    <ConfirmDeleteModal
      opened={item !== undefined}
      title={title}
      deleting={remove.isPending}
      error={remove.error?.message}
      onCancel={close}
      onConfirm={confirm}
    >
      {children}
    </ConfirmDeleteModal>
  );
}
