import { apiPaths, GenerationAnswer, isEndedStatus, type GenerationStatus } from '@penwise/contract';
import { apiGet, apiPost } from './api-client';

/** Queued or running: still being generated on the server, whether or not a page watches it. */
export function isUnfinished(status: GenerationStatus): boolean {
  return !isEndedStatus(status);
}

/** GET /api/ai/generations/:id: where a generation is, its text so far and, once ended, its charge. */
export function fetchGeneration(id: string) {
  return apiGet(apiPaths.ai.generation(id), GenerationAnswer);
}

/**
 * POST /api/ai/generations/:id/stop: it ends with what it wrote, and only that is charged. It answers
 * the state before the stop took effect; the end follows within a second. An ended one is left as it is.
 */
export function stopGeneration(id: string) {
  return apiPost(apiPaths.ai.generationStop(id), {}, GenerationAnswer);
}
