import { aiMessages, imageMessages, type ImageBody } from '@penwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone, type ApiFailure } from '~/lib/api-client';
import { useGenerationEnded } from '~/lib/query-invalidation';
import { readIdToken } from '~/lib/session';
import { generateImage } from '../api/generate-image';

export interface GeneratedImage {
  url: string;
  /** The prompt the image was made from: its alt text and caption. */
  prompt: string;
}

export interface ImageRun {
  busy: boolean;
  image: GeneratedImage | undefined;
  /** The error paragraph's text, cleared by the next Generate. */
  error: string | undefined;
  /** The image came from a history item (fill data), not from this visit. */
  fromHistory: boolean;
}

/** The failure's own text, else the generic one (also for answers this page cannot read). */
export function failureText(failure: ApiFailure): string {
  if (isSessionGone(failure)) return aiMessages.sessionTimeout;
  if (failure.code === 'unexpected_answer' || !failure.error.trim()) return imageMessages.generic;
  return failure.error;
}

/** Image generation: busy, then the image or an error paragraph. */
export function useImageGeneration(initial: GeneratedImage | undefined) {
  const popup = usePopup();
  const generationEnded = useGenerationEnded();
  const [run, setRun] = useState<ImageRun>({
    busy: false,
    image: initial,
    error: undefined,
    fromHistory: initial !== undefined,
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const generate = useCallback(
    async (body: ImageBody) => {
      // Generating without a session is not allowed, and no call is made.
      if (!readIdToken()) {
        popup.showError(aiMessages.sessionTimeout);
        return;
      }
      setRun((previous) => ({ ...previous, busy: true, error: undefined }));
      const result = await generateImage(body);
      // Charged or refunded, and in the history (or not): whether or not this page is still open.
      generationEnded();
      if (!mounted.current) return;

      if (!isFailure(result)) {
        const image = { url: result.success.image_url, prompt: body.prompt };
        setRun({ busy: false, image, error: undefined, fromHistory: false });
        return;
      }
      const error = failureText(result);
      setRun((previous) => ({ ...previous, busy: false, error }));
      // The popup's Add Credits and Login buttons are the way out of these two.
      if (result.code === 'not_enough_credits' || isSessionGone(result)) popup.showError(error);
    },
    [popup, generationEnded],
  );

  return { run, generate };
}
