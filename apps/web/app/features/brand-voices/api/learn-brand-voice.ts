import { apiPaths, LearnVoiceAnswer } from '@penwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { useGenerationEnded } from '~/lib/query-invalidation';

/** POST /api/brand-voices/learn: fields drafted from samples, the credits it cost and its history item. */
export function learnBrandVoice(samples: string[]) {
  return apiPost(apiPaths.brandVoices.learn, { samples }, LearnVoiceAnswer);
}

/** Learning as a mutation: a generation, so the balance and history are asked again however it ends. */
export function useLearnBrandVoice() {
  const generationEnded = useGenerationEnded();
  return useMutation({
    mutationFn: async (samples: string[]) => (await orThrow(learnBrandVoice(samples))).success,
    onSettled: generationEnded,
  });
}
