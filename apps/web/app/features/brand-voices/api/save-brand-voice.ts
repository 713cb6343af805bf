import { apiPaths, BrandVoiceAnswer, type BrandVoiceInput } from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** POST /api/brand-voices (no id) or PUT /api/brand-voices/:id: the whole voice, answered as saved. */
export function saveBrandVoice(body: BrandVoiceInput, id?: string) {
  return id
    ? apiPut(apiPaths.brandVoices.one(id), body, BrandVoiceAnswer)
    : apiPost(apiPaths.brandVoices.list, body, BrandVoiceAnswer);
}

interface SaveVariables {
  body: BrandVoiceInput;
  /** The voice edited; none creates one. */
  id?: string | undefined;
}

/** Creating or editing a voice; every picker and the list ask again (marking a default unmarks others). */
export function useSaveBrandVoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, id }: SaveVariables) => (await orThrow(saveBrandVoice(body, id))).success,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.brandVoices }),
  });
}
