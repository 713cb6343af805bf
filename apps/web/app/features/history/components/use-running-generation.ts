import { isEndedStatus, type Generation } from '@penwise/contract';
import { useEffect, useRef, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { fetchGeneration, stopGeneration } from '~/lib/generations';

/** How often a running item asks where its generation is. */
export const pollMs = 2000;
// Once Stop is sent the end follows within a second: asked sooner, so the card turns at once.
const stoppingPollMs = 500;

export interface RunningGeneration {
  /** The text written so far (text generations), undefined until the first answer. */
  text: string | undefined;
  stopping: boolean;
  stop: () => void;
}

/**
 * Follows one running history item: asks GET /api/ai/generations/:id every two seconds, and hands
 * `onEnded` its ended state (undefined when the server no longer knows it). Stop sends the stop call.
 */
export function useRunningGeneration(
  id: string,
  onEnded: (generation: Generation | undefined) => void,
): RunningGeneration {
  const popup = usePopup();
  const [text, setText] = useState<string>();
  const [stopping, setStopping] = useState(false);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await fetchGeneration(id);
      if (!current) return;
      if (isFailure(result)) {
        // A gone session is on its way to /login; a missing generation has nothing more to show.
        if (isSessionGone(result)) return;
        if (result.code === 'not_found') return ended.current(undefined);
      } else {
        setText(result.success.text);
        if (isEndedStatus(result.success.status)) return ended.current(result.success);
      }
      timer = setTimeout(() => void poll(), stopping ? stoppingPollMs : pollMs);
    };
    void poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, stopping]);

  const stop = () => {
    if (stopping) return;
    setStopping(true);
    void stopGeneration(id).then((result) => {
      if (!isFailure(result)) return;
      setStopping(false);
      if (!isSessionGone(result)) popup.showError(result);
    });
  };

  return { text, stopping, stop };
}
