import { aiMessages, type TextGenerationBody, type TextStreamFinal } from '@penwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { stopGeneration } from '~/lib/generations';
import { useGenerationEnded } from '~/lib/query-invalidation';
import { readIdToken } from '~/lib/session';
import { followGeneration, streamText, type StreamHandlers, type StreamOutcome } from '../api/stream-text';

/** waiting: sent, nothing streamed yet (the overlay shows); streaming: deltas are arriving. */
export type GenerationPhase = 'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface GenerationRun {
  /** Grows with each Generate, so views seeded from the output (the editor) can start afresh. */
  id: number;
  phase: GenerationPhase;
  output: string;
  /** The server's final event: words and credits charged. */
  final: TextStreamFinal | undefined;
  /** Stop was pressed: the generation ends, and its final event arrives, once the server has stopped it. */
  stopping?: boolean;
}

export function isBusy(phase: GenerationPhase): boolean {
  return phase === 'waiting' || phase === 'streaming';
}

/**
 * Text generation: Generate sets busy, the text streams in, and an error opens the popup. The
 * generation runs on the server: leaving the page does not stop it (Stop does), and `resume` shows a
 * running one again. `initialOutput` is a history item's text (fill data) shown before any generation.
 */
export function useTextGeneration(initialOutput: string) {
  const popup = usePopup();
  const generationEnded = useGenerationEnded();
  const [run, setRun] = useState<GenerationRun>({
    id: 0,
    phase: 'idle',
    output: initialOutput,
    final: undefined,
  });
  const reading = useRef<AbortController | null>(null);
  const generation = useRef<{ id: string | undefined; stopWanted: boolean }>({
    id: undefined,
    stopWanted: false,
  });

  // Leaving the page stops reading; the generation goes on and is in history when done.
  useEffect(() => () => reading.current?.abort(), []);

  const sendStop = useCallback((id: string) => {
    void stopGeneration(id).then((result) => {
      // Not stopped (offline, say): it runs on, and Stop can be pressed again.
      if (isFailure(result)) setRun((previous) => ({ ...previous, stopping: false }));
    });
  }, []);

  /** Reads a generation's events into `run`; `knownId` when it is named already (a resume). */
  const follow = useCallback(
    async (start: (handlers: StreamHandlers) => Promise<StreamOutcome>, knownId?: string) => {
      reading.current?.abort();
      const abort = new AbortController();
      reading.current = abort;
      generation.current = { id: knownId, stopWanted: false };
      setRun((previous) => ({ id: previous.id + 1, phase: 'waiting', output: '', final: undefined }));

      const outcome = await start({
        signal: abort.signal,
        onGeneration: (id) => {
          const stopPending = generation.current.stopWanted && !generation.current.id;
          generation.current.id = id;
          // Stop was pressed before the server had named the generation.
          if (stopPending) sendStop(id);
        },
        onDelta: (text) =>
          setRun((previous) => ({ ...previous, phase: 'streaming', output: previous.output + text })),
        onText: (text) => setRun((previous) => ({ ...previous, phase: 'streaming', output: text })),
      });
      if (reading.current === abort) reading.current = null;

      if (outcome.status === 'left') return;
      // The final or error event: the generation has been charged (or refunded) and is in the history.
      generationEnded();
      if (outcome.status === 'done') {
        const { final } = outcome;
        const phase = final.stopped ? 'stopped' : 'done';
        setRun((previous) => ({ ...previous, phase, output: final.text, final, stopping: false }));
        return;
      }
      setRun((previous) => ({ ...previous, phase: 'failed', stopping: false }));
      // A gone session has just been cleared; the user sees the session-timeout text for it.
      popup.showError(isSessionGone(outcome.failure) ? aiMessages.sessionTimeout : outcome.failure);
    },
    [popup, sendStop, generationEnded],
  );

  const generate = useCallback(
    async (body: TextGenerationBody) => {
      // Generating without a session is not allowed, and no call is made.
      if (!readIdToken()) {
        popup.showError(aiMessages.sessionTimeout);
        return;
      }
      await follow((handlers) => streamText(body, handlers));
    },
    [follow, popup],
  );

  /** Shows a generation that is still running (found after a refresh or in another tab) from its start. */
  const resume = useCallback(
    (id: string) => follow((handlers) => followGeneration(id, handlers), id),
    [follow],
  );

  const stop = useCallback(() => {
    const { id } = generation.current;
    generation.current.stopWanted = true;
    setRun((previous) => ({ ...previous, stopping: true }));
    if (id) sendStop(id);
  }, [sendStop]);

  return { run, generate, resume, stop, busy: isBusy(run.phase) };
}
