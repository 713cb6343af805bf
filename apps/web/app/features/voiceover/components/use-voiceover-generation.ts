import { aiMessages, type SpeechAnswer, type SpeechBody } from '@penwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { useGenerationEnded } from '~/lib/query-invalidation';
import { readIdToken } from '~/lib/session';
import { generateSpeech } from '../api/generate-speech';

export type SpeechResult = SpeechAnswer['success'];

/**
 * Voiceover: busy while the audio is made, then the result, or the error field in
 * the error popup (whose Add Credits button answers a 402) and busy cleared.
 */
export function useVoiceoverGeneration() {
  const popup = usePopup();
  const generationEnded = useGenerationEnded();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const generate = useCallback(
    async (body: SpeechBody): Promise<SpeechResult | undefined> => {
      // Generating without a session is not allowed, and no call is made.
      if (!readIdToken()) {
        popup.showError(aiMessages.sessionTimeout);
        return undefined;
      }
      setBusy(true);
      const result = await generateSpeech(body);
      // Charged or refunded, and in the history (or not): whether or not this page is still open.
      generationEnded();
      if (!mounted.current) return undefined;
      setBusy(false);
      if (!isFailure(result)) return result.success;
      // A gone session has just been cleared; the user sees the session-timeout text for it.
      popup.showError(isSessionGone(result) ? aiMessages.sessionTimeout : result);
      return undefined;
    },
    [popup, generationEnded],
  );

  return { busy, generate };
}
