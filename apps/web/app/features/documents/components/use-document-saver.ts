import type { Document } from '@penwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { queryKeys } from '~/lib/query-keys';
import { saveDocument, saveDocumentOnLeave } from '../api/save-document';
import type { DocumentDraft } from '../utils/document-draft';
import { DocumentSaver } from '../utils/document-saver';

/**
 * The autosave of the open document, wired to the page: it sends again when the browser is back
 * online, and sends what is pending as the page goes away (closed, reloaded, or hidden on a phone).
 */
export function useDocumentSaver(document: Document, restored: DocumentDraft | undefined) {
  const client = useQueryClient();
  const [saver] = useState(
    () =>
      new DocumentSaver(
        document.id,
        document.updatedAt,
        {
          save: saveDocument,
          saveOnLeave: saveDocumentOnLeave,
          // The list shows titles, words and the last edit: it asks again when next shown.
          onSaved: () => void client.invalidateQueries({ queryKey: queryKeys.documents.lists }),
        },
        restored,
      ),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState, saver.getState);

  useEffect(() => {
    saver.start();
    const onVisibility = () => {
      if (window.document.visibilityState === 'hidden') saver.leave();
    };
    const onLeave = () => saver.leave();
    window.addEventListener('online', saver.online);
    window.addEventListener('pagehide', onLeave);
    window.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', saver.online);
      window.removeEventListener('pagehide', onLeave);
      window.document.removeEventListener('visibilitychange', onVisibility);
      saver.dispose();
    };
  }, [saver]);

  return { saver, state };
}
