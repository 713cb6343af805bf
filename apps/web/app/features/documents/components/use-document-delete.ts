import { aiMessages, type DocumentSummary } from '@penwise/contract';
import { useState } from 'react';
import { isSessionGone } from '~/lib/api-client';
import { useDeleteDocument } from '../api/delete-document';

/** Asks before a document is deleted, deletes it, and keeps the dialog open with the reason if it fails. */
export function useDocumentDelete() {
  const deletion = useDeleteDocument();
  const [target, setTarget] = useState<DocumentSummary>();
  const [opened, setOpened] = useState(false);
  const deleting = deletion.isPending;
  const failure = deletion.error?.failure;

  return {
    /** Kept after closing, so the dialog does not empty while it fades out. */
    target,
    opened,
    deleting,
    error: failure && (isSessionGone(failure) ? aiMessages.sessionTimeout : failure.error),
    ask: (document: DocumentSummary) => {
      setTarget(document);
      deletion.reset();
      setOpened(true);
    },
    // Once sent, the call cannot be taken back: the dialog stays until it answers.
    cancel: () => {
      if (!deleting) setOpened(false);
    },
    confirm: () => {
      if (!target || deleting) return;
      deletion.mutate(target.id, { onSuccess: () => setOpened(false) });
    },
  };
}

export type DocumentDelete = ReturnType<typeof useDocumentDelete>;
