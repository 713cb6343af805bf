import { apiPaths, GenerationAnswer, isEndedStatus, type GenerationStatus } from '@penwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { useGenerationEnded } from './query-invalidation';

/** Queued or running: still being generated on the server, whether or not a page watches it. */
export function isUnfinished(status: GenerationStatus): boolean {
  return !isEndedStatus(status);
}

/**
 * POST /api/ai/generations/:id/stop: it ends with what it wrote, and only that is charged. It answers
 * the state before the stop took effect; the end follows within a second. An ended one is left as it is.
 */
export function stopGeneration(id: string) {
  return apiPost(apiPaths.ai.generationStop(id), {}, GenerationAnswer);
}

/** Stop as a mutation: once sent, the balance and the history are asked again (the stop charges or refunds). */
export function useStopGeneration() {
  const generationEnded = useGenerationEnded();
  return useMutation({
    mutationFn: (id: string) => orThrow(stopGeneration(id)),
    onSuccess: generationEnded,
  });
}
