import type { FastifyBaseLogger } from 'fastify';
import {
  mediaPath,
  transcriptionCost,
  transcriptionMessages,
  type TranscriptionAnswer,
} from '@penwise/contract';
import { z } from 'zod';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaSlots, ReleaseSlot } from '../ai-engines/media-slots.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { runPaidMedia, startPaidMedia } from '../generations/paid-media.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';
import { copyUploadToDisk } from './upload-copy.ts';
import { measureDuration } from './audio-duration.ts';
import type { ReceivedAudio } from './audio-upload.ts';

// Decoding a 25 MB file takes seconds; a file that takes longer is not worth waiting for.
const measureTimeoutMs = 60_000;
// The least a transcription can cost: one second of audio.
const minimumCost = transcriptionCost(1);

// What the worker that transcribes it needs: the upload is in the media storage every server shares.
const TranscriptionJob = z.object({
  format: z.enum(['mp3', 'mp4', 'mpeg', 'wav']),
  fileName: z.string(),
  measured: z.number(),
});
const Meta = z.object({ duration: z.number() }).partial();

/**
 * Speech to text (the /transcribe page): credits held for the length measured from the file's data,
 * charged for the length the engine reports when it reports one (what the provider bills), never
 * more than was held; the audio is kept with the history item.
 */
export function createTranscriptionService(deps: {
  credits: CreditsService;
  generations: PaidGenerations;
  media: MediaService;
  engine: TranscriptionEngine;
  slots: MediaSlots;
  worker: Pick<GenerationWorker, 'register'>;
  log: FastifyBaseLogger;
}) {
  const { credits, media, engine, log } = deps;

  deps.worker.register('transcription', async (started, payload) => {
    const job = TranscriptionJob.parse(payload);
    const { measured } = job;
    // The upload is the one its row names (written when it was queued), never one the job could name.
    const mediaId = started.record.mediaId;
    await runPaidMedia(deps, started, async (signal) => {
      if (!mediaId) throw new Error('the upload of this transcription is gone');
      const copy = await copyUploadToDisk(media, mediaId, signal);
      try {
        const transcript = await engine.transcribe({ filePath: copy.filePath, format: job.format, signal });
        const seconds = transcript.seconds ?? measured;
        if (Math.ceil(seconds) > Math.ceil(measured)) {
          // The provider heard more than the file's data showed: charge what was held, and say so.
          log.warn(
            { measured, reported: seconds, format: job.format },
            'engine reported a longer audio than measured',
          );
        }
        const duration = Math.round(Math.min(seconds, Math.ceil(measured)) * 100) / 100;
        return {
          cost: transcriptionCost(Math.ceil(seconds)),
          mediaId,
          result: transcript.text,
          meta: { fileName: job.fileName, duration },
        };
      } finally {
        await copy.discard();
      }
    });
  });
  return {
    engineName: () => (engine.unavailable ? 'unavailable' : engine.name),

    /** 503 before any upload is read; how to enable it is for the operator's log, not the user. */
    ensureAvailable() {
      if (engine.unavailable) throw new AppError('ai_unavailable', 503, transcriptionMessages.notAvailable);
    },

    /**
     * 402 unless the user holds at least the cost of one second: checked before the upload is read,
     * so an account that cannot pay makes the server parse, measure and call nothing.
     */
    async ensureCanPay(userId: string) {
      const { x, y } = await credits.balance(userId);
      if (x + y < minimumCost)
        throw new AppError(
          'not_enough_credits',
          402,
          transcriptionMessages.notEnoughForAny(minimumCost, x + y),
        );
    },

    /**
     * Measures the upload, stores it, holds its cost and queues the transcription; `done` answers the
     * transcript. The temporary file goes at once; the stored upload goes too when nothing is charged.
     */
    async start(
      userId: string,
      audio: ReceivedAudio,
    ): Promise<{ id: string; done: Promise<TranscriptionAnswer['success']> }> {
      this.ensureAvailable();
      let measured: number;
      let slot: ReleaseSlot | undefined;
      try {
        // Measuring decodes the file: it counts against the media cap like the engine call.
        slot = deps.slots.take(userId);
        measured = await measureDuration(audio.filePath, audio.format, AbortSignal.timeout(measureTimeoutMs));
      } catch (error) {
        slot?.();
        await audio.discard();
        throw error;
      }
      // The upload goes to the shared media storage: the server that transcribes it may be another one.
      let stored: { id: string };
      try {
        stored = await media.storeFile(userId, audio.mime, audio.filePath, audio.bytes);
      } catch (error) {
        slot();
        throw error;
      } finally {
        await audio.discard();
      }
      const request = {
        userId,
        type: 'Speech2Text' as const,
        engine: engine.name,
        input: audio.fileName,
        meta: { fileName: audio.fileName },
        mediaId: stored.id,
        // Held by the second: a 61.2 s file holds 62 seconds' worth.
        cost: transcriptionCost(Math.ceil(measured)),
        explain: transcriptionMessages.notEnoughCredits,
        slot,
        kind: 'transcription' as const,
        payload: { format: audio.format, fileName: audio.fileName, measured },
      };
      try {
        return await startPaidMedia(deps, request, (row) => ({
          transcription: row.result ?? '',
          duration: Meta.parse(row.meta ?? {}).duration ?? 0,
          mp3_url: mediaPath(stored.id),
          id: row.id,
          credits: row.creditsCharged,
        }));
      } catch (error) {
        // Not started (402): the upload has no item to belong to.
        await media.remove(stored.id, userId);
        throw error;
      }
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
