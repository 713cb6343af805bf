import { apiPaths, CheckVoiceAnswer } from '@penwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';

/** POST /api/brand-voices/:id/check: where `text` breaks the voice, each place with a suggested fix. */
export function checkBrandVoice(id: string, text: string) {
  return apiPost(apiPaths.brandVoices.check(id), { text }, CheckVoiceAnswer);
}

interface CheckVariables {
  voiceId: string;
  text: string;
}

/** Checking a text against a voice (free: no engine, no credits). */
export function useCheckBrandVoice() {
  return useMutation({
    mutationFn: async ({ voiceId, text }: CheckVariables) =>
      (await orThrow(checkBrandVoice(voiceId, text))).success.issues,
  });
}
