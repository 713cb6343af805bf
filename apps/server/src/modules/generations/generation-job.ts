import { z } from 'zod';
import type { Reservation } from '../credits/credits.service.ts';

/** Which runner a queued generation needs: one per modality. */
export const GenerationKind = z.enum(['text', 'image', 'speech', 'transcription']);
export type GenerationKind = z.infer<typeof GenerationKind>;

/**
 * What a queued generation carries to the worker that takes it, on any server: its row, its hold
 * (settled when it ends) and what its modality's runner needs, all JSON.
 */
export const GenerationJob = z.object({
  generationId: z.uuid(),
  kind: GenerationKind,
  hold: z.object({
    reservation: z.object({
      id: z.string(),
      userId: z.string(),
      fromX: z.number(),
      fromY: z.number(),
      status: z.enum(['held', 'settled', 'refunded']),
    }),
  }),
  payload: z.unknown(),
});
export type GenerationJob = z.infer<typeof GenerationJob>;

/** The hold every generation has; modalities add what their runner needs (text: its token cap). */
export interface Hold {
  reservation: Reservation;
}
