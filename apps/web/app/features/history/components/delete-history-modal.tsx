import { Paper, Text } from '@mantine/core';
import { ConfirmDeleteModal } from '~/components/confirm-delete-modal';
import { formatDateTime } from '~/lib/format-date';
import { deletionText } from '../utils/history-deletion';
import { viewHistoryItem } from '../utils/history-view';
import type { HistoryDelete } from './use-history-delete';
import classes from './history.module.css';

/** Deleting erases the item's media for good, so it is asked first and names what goes. */
export function DeleteHistoryModal({ remove }: { remove: HistoryDelete }) {
  const { target, opened, deleting, error } = remove;
  const text = target && deletionText(target.type);
  const view = target && viewHistoryItem(target);

  return (
    <ConfirmDeleteModal
      opened={opened}
      title={text?.question}
      deleting={deleting}
      error={error}
      onCancel={remove.cancel}
      onConfirm={remove.confirm}
    >
      {target && view && (
        <Paper withBorder radius="md" p="sm" className={classes.summary}>
          <Text size="sm" fw={600}>
            {view.title}
          </Text>
          <Text size="sm" c="dimmed" className={classes.date}>
            {formatDateTime(target.date)}
          </Text>
          {view.excerpt && (
            <Text size="sm" mt={4} className={classes.excerpt}>
              {view.excerpt}
            </Text>
          )}
        </Paper>
      )}
      <Text size="sm">
        {text?.consequence} <strong>This cannot be undone.</strong>
      </Text>
    </ConfirmDeleteModal>
  );
}
