import { aiMessages, type HistoryItem } from '@penwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isSessionGone } from '~/lib/api-client';
import { useDeleteHistoryItem } from '~/lib/delete-history-item';
import { dropFromHistory } from '../api/fetch-history';

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

/** Asks before deleting a history item, deletes it, and takes it off the list once the server has. */
export function useHistoryDelete(): HistoryDelete {
  const client = useQueryClient();
  // not_found: it is already gone (deleted in another tab), which is what was asked for.
  const deletion = useDeleteHistoryItem({ goneCounts: true });
  const [target, setTarget] = useState<HistoryItem>();
  const [opened, setOpened] = useState(false);
  const [deleted, setDeleted] = useState<HistoryItem>();
  const deleting = deletion.isPending;
  const failure = deletion.error?.failure;

  const ask = (item: HistoryItem) => {
    setTarget(item);
    deletion.reset();
    setOpened(true);
  };

  // The call cannot be taken back once sent, so the modal stays until it answers.
  const cancel = () => {
    if (!deleting) setOpened(false);
  };

  const remove = (item: HistoryItem) => {
    deletion.mutate(item.id, {
      onSuccess: () => {
        setOpened(false);
        setDeleted(item);
        dropFromHistory(client, item.id);
      },
    });
  };

  return {
    target,
    opened,
    deleting,
    error: failure && (isSessionGone(failure) ? aiMessages.sessionTimeout : failure.error),
    deleted,
    ask,
    cancel,
    confirm: () => {
      if (target && !deleting) remove(target);
    },
    dismissFeedback: () => setDeleted(undefined),
  };
}
