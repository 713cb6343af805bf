import { aiMessages, type TextGenerationBody, type TextStreamFinal } from '@penwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup } from '../../../components/popup/popup-provider';
import { isSessionGone } from '../../../lib/api-client';
import { readIdToken } from '../../../lib/session';
import { streamText } from '../api/stream-text';

/** waiting: sent, nothing streamed yet (the overlay shows); streaming: deltas are arriving. */
export type GenerationPhase = 'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface GenerationRun {
  /** Grows with each Generate, so views seeded from the output (the editor) can start afresh. */
  id: number;
  phase: GenerationPhase;
  output: string;
  /** The server's final event: words and credits charged. */
  final: TextStreamFinal | undefined;
}

export function isBusy(phase: GenerationPhase): boolean {
  return phase === 'waiting' || phase === 'streaming';
}

/**
 * SPEC §4 text generation: Generate sets busy, the text streams in, and an error opens the popup.
 * `initialOutput` is a history item's text (fill data) shown before any generation.
 */
export function useTextGeneration(initialOutput: string) {
  const popup = usePopup();
  const [run, setRun] = useState<GenerationRun>({
    id: 0,
    phase: 'idle',
    output: initialOutput,
    final: undefined,
  });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the generation, so the user is not charged for text nobody reads.
  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    async (body: TextGenerationBody) => {
      // SPEC §5: generating without a session is not allowed, and no call is made.
      if (!readIdToken()) {
        popup.showError(aiMessages.sessionTimeout);
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setRun((previous) => ({ id: previous.id + 1, phase: 'waiting', output: '', final: undefined }));

      const outcome = await streamText(body, {
        signal: abort.signal,
        onDelta: (text) =>
          setRun((previous) => ({ ...previous, phase: 'streaming', output: previous.output + text })),
      });
      if (controller.current === abort) controller.current = null;

      if (outcome.status === 'done') {
        const { final } = outcome;
        setRun((previous) => ({ ...previous, phase: 'done', output: final.text, final }));
      } else if (outcome.status === 'stopped') {
        setRun((previous) => ({ ...previous, phase: 'stopped' }));
      } else {
        setRun((previous) => ({ ...previous, phase: 'failed' }));
        // A gone session has just been cleared; SPEC §5 names the text the user sees for it.
        popup.showError(isSessionGone(outcome.failure) ? aiMessages.sessionTimeout : outcome.failure);
      }
    },
    [popup],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { run, generate, stop, busy: isBusy(run.phase) };
}
