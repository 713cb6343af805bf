import type { FastifyBaseLogger } from 'fastify';
import { transcriptionCost, transcriptionMessages, type TranscriptionAnswer } from '@penwise/contract';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaSlots, ReleaseSlot } from '../ai-engines/media-slots.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { startPaidMedia } from '../generations/paid-media.ts';
import { measureDuration } from './audio-duration.ts';
import type { ReceivedAudio } from './audio-upload.ts';

// Decoding a 25 MB file takes seconds; a file that takes longer is not worth waiting for.
const measureTimeoutMs = 60_000;
// The least a transcription can cost: one second of audio.
const minimumCost = transcriptionCost(1);

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
  log: FastifyBaseLogger;
}) {
  const { credits, media, engine, log } = deps;
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
     * Measures the upload, holds its cost and starts transcribing; `done` answers the transcript. The
     * upload's temporary file goes when the generation ends (or at once when it cannot start).
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
      const request = {
        userId,
        type: 'Speech2Text' as const,
        engine: engine.name,
        input: audio.fileName,
        meta: { fileName: audio.fileName },
        // Held by the second: a 61.2 s file holds 62 seconds' worth.
        cost: transcriptionCost(Math.ceil(measured)),
        explain: transcriptionMessages.notEnoughCredits,
        cleanup: () => audio.discard(),
        slot,
      };
      return startPaidMedia(deps, request, async (signal) => {
        const transcript = await engine.transcribe({
          filePath: audio.filePath,
          format: audio.format,
          signal,
        });
        const stored = await media.storeFile(userId, audio.mime, audio.filePath, audio.bytes);
        const seconds = transcript.seconds ?? measured;
        if (Math.ceil(seconds) > Math.ceil(measured)) {
          // The provider heard more than the file's data showed: charge what was held, and say so.
          log.warn(
            { measured, reported: seconds, format: audio.format },
            'engine reported a longer audio than measured',
          );
        }
        const duration = Math.round(Math.min(seconds, Math.ceil(measured)) * 100) / 100;
        return {
          cost: transcriptionCost(Math.ceil(seconds)),
          mediaId: stored.id,
          result: transcript.text,
          meta: { fileName: audio.fileName, duration },
          answer: (id, charged) => ({
            transcription: transcript.text,
            duration,
            mp3_url: stored.url,
            id,
            credits: charged,
          }),
        };
      });
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
