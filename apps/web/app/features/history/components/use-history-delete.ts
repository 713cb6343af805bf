import { aiMessages, type HistoryItem } from '@penwise/contract';
import { useState } from 'react';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { deleteHistoryItem } from '~/lib/delete-history-item';

export interface HistoryDelete {
  /** The item asked about; kept after closing so the modal does not empty while it fades out. */
  target: HistoryItem | undefined;
  opened: boolean;
  deleting: boolean;
  /** Why the last attempt failed, shown in the modal. */
  error: string | undefined;
  /** The item deleted last, for the feedback above the list. */
  deleted: HistoryItem | undefined;
  ask: (item: HistoryItem) => void;
  cancel: () => void;
  confirm: () => void;
  dismissFeedback: () => void;
}

/** Asks before deleting a history item, deletes it, and tells `onDeleted` once the server has. */
export function useHistoryDelete(onDeleted: (id: string) => void): HistoryDelete {
  const [target, setTarget] = useState<HistoryItem>();
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();
  const [deleted, setDeleted] = useState<HistoryItem>();

  const ask = (item: HistoryItem) => {
    setTarget(item);
    setError(undefined);
    setOpened(true);
  };

  // The call cannot be taken back once sent, so the modal stays until it answers.
  const cancel = () => {
    if (!deleting) setOpened(false);
  };

  const remove = async (item: HistoryItem) => {
    setDeleting(true);
    setError(undefined);
    const result = await deleteHistoryItem(item.id);
    setDeleting(false);
    // not_found: it is already gone (deleted in another tab), which is what was asked for.
    if (isFailure(result) && result.code !== 'not_found') {
      setError(isSessionGone(result) ? aiMessages.sessionTimeout : result.error);
      return;
    }
    setOpened(false);
    setDeleted(item);
    onDeleted(item.id);
  };

  return {
    target,
    opened,
    deleting,
    error,
    deleted,
    ask,
    cancel,
    confirm: () => {
      if (target && !deleting) void remove(target);
    },
    dismissFeedback: () => setDeleted(undefined),
  };
}
