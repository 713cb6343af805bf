import {
  countWords,
  generationMessages,
  ErrorAnswer,
  mediaPath,
  textStreamEvents,
  type Generation,
  type GenerationResult,
  type TextStreamFinal,
} from '@penwise/contract';
import type { GenerationRecord } from './generations.repository.ts';

/** A generation that failed for a reason the user cannot act on; also rows ended without an answer. */
export const generationFailedAnswer: ErrorAnswer = {
  error: generationMessages.failed,
  code: 'ai_unavailable',
};

function resultOf(row: GenerationRecord): GenerationResult | undefined {
  if (row.status !== 'succeeded') return undefined;
  if (row.type === 'TTImage' && row.mediaId) return { image_url: mediaPath(row.mediaId) };
  if (row.type === 'TTS' && row.mediaId) return { mp3_url: mediaPath(row.mediaId) };
  if (row.type === 'Speech2Text') return { transcription: row.result ?? '' };
  return undefined;
}

/** GET /api/ai/generations/:id answers this. */
export function toGeneration(row: GenerationRecord): Generation {
  const generation: Generation = {
    id: row.id,
    type: row.type,
    status: row.status,
    credits: row.creditsCharged,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.type === 'GenText') generation.text = row.result ?? '';
  const result = resultOf(row);
  if (result) generation.result = result;
  if (row.status === 'failed') generation.error = errorOf(row).error;
  return generation;
}

/** The error an ended generation answers with (its saved answer, or a plain one). */
export function errorOf(row: GenerationRecord): ErrorAnswer {
  const parsed = ErrorAnswer.safeParse(row.error);
  return parsed.success ? parsed.data : generationFailedAnswer;
}

/** The event an ended generation's stream ends with, rebuilt from its row. */
export function finalEventOf(row: GenerationRecord): { event: string; data: unknown } {
  const text = row.result ?? '';
  if (row.status === 'failed' && (row.type !== 'GenText' || row.creditsCharged === 0)) {
    return { event: textStreamEvents.error, data: errorOf(row) };
  }
  if (row.type !== 'GenText') return { event: textStreamEvents.final, data: toGeneration(row) };
  const final: TextStreamFinal = {
    text,
    words: countWords(text),
    tokens: row.tokens ?? 0,
    credits: row.creditsCharged,
    historyId: row.creditsCharged > 0 ? row.id : '',
    ...(row.status === 'stopped' && { stopped: true }),
  };
  return { event: textStreamEvents.final, data: final };
}
