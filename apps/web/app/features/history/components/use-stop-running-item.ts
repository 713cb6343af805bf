import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isSessionGone } from '~/lib/api-client';
import { useStopGeneration } from '~/lib/generations';
import { refreshHistory } from '../api/fetch-history';

// Once Stop is sent the end follows within a second: asked sooner than the list's poll, so the card turns at once.
const stoppingPollMs = 500;

export interface StopRunningItem {
  /** Stop was sent (or is being sent): the card says 'Stopping…' until the item ends. */
  stopping: boolean;
  stop: () => void;
}

/** Stop for an item still being generated; a failed stop says why and may be pressed again. */
export function useStopRunningItem(id: string): StopRunningItem {
  const popup = usePopup();
  const client = useQueryClient();
  const stopGeneration = useStopGeneration();
  const stopped = stopGeneration.isSuccess;

  useEffect(() => {
    if (!stopped) return;
    const timer = setInterval(() => void refreshHistory(client), stoppingPollMs);
    return () => clearInterval(timer);
  }, [stopped, client]);

  const stopping = stopGeneration.isPending || stopped;
  const stop = () => {
    if (stopping) return;
    stopGeneration.mutate(id, {
      // A gone session is on its way to /login; a popup over that would only confuse.
      onError: (error) => {
        if (!isSessionGone(error.failure)) popup.showError(error.failure);
      },
    });
  };

  return { stopping, stop };
}
