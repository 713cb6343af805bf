import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys';

/**
 * A generation ended (text final or error, an image, voiceover or transcription done, a stop): it
 * charged or refunded credits and changed an item of the history, so both are asked again wherever
 * they show. Called whether or not the page that started it is still open.
 */
export function useGenerationEnded(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.credits });
    void client.invalidateQueries({ queryKey: queryKeys.history.all });
  }, [client]);
}

/**
 * The plan changed (bought free, changed, cancelled or resumed): its title, the credits it grants, the
 * billing state and invoices, and the image sizes it allows all follow.
 */
export function usePlanChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [queryKeys.plan, queryKeys.credits, queryKeys.billing.all, queryKeys.imageSizes]) {
      void client.invalidateQueries({ queryKey });
    }
  }, [client]);
}

/** History items were added or deleted: every history list (/history, the voiceover table) asks again. */
export function useHistoryChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.history.all }), [client]);
}
