import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { transcriptionCost, transcriptionMessages, type TranscriptionAnswer } from '@penwise/contract';
import type { Transcript, TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { reserveOrExplain } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { MediaService, StoredMedia } from '../media/media.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';
import { measureDuration } from './audio-duration.ts';
import type { ReceivedAudio } from './audio-upload.ts';

// The least a transcription can cost: one second of audio.
const minimumCost = transcriptionCost(1);

/**
 * Speech to text (SPEC /transcribe): credits held for the length measured from the file's data,
 * charged for the length the engine reports when it reports one (what the provider bills), never
 * more than was held; the audio is kept with the history item.
 */
export function createTranscriptionService(deps: {
  credits: CreditsService;
  history: HistoryService;
  media: MediaService;
  engine: TranscriptionEngine;
  slots: MediaSlots;
  log: FastifyBaseLogger;
}) {
  const { credits, history, media, engine, slots, log } = deps;
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

    async transcribe(
      userId: string,
      audio: ReceivedAudio,
      signal: AbortSignal,
    ): Promise<TranscriptionAnswer['success']> {
      this.ensureAvailable();
      return slots.run(userId, async () => {
        const measured = await measureDuration(audio.filePath, audio.format, signal);
        // Held by the second: a 61.2 s file holds 62 seconds' worth.
        const held = transcriptionCost(Math.ceil(measured));
        const reservation = await reserveOrExplain(
          credits,
          { userId, cost: held, key: `stt:${randomUUID()}` },
          transcriptionMessages.notEnoughCredits,
        );
        let transcript: Transcript;
        let stored: StoredMedia;
        try {
          transcript = await engine.transcribe({ filePath: audio.filePath, format: audio.format, signal });
          stored = await media.storeFile(userId, audio.mime, audio.filePath, audio.bytes);
        } catch (error) {
          await credits.refund(reservation);
          log.warn({ err: error, engine: engine.name }, 'transcription failed');
          throw aiFailure(error);
        }
        const seconds = transcript.seconds ?? measured;
        if (Math.ceil(seconds) > Math.ceil(measured)) {
          // The provider heard more than the file's data showed: charge what was held, and say so.
          log.warn(
            { measured, reported: seconds, format: audio.format },
            'engine reported a longer audio than measured',
          );
        }
        const cost = Math.min(held, transcriptionCost(Math.ceil(seconds)));
        await credits.settle(reservation, cost);
        const duration = Math.round(Math.min(seconds, Math.ceil(measured)) * 100) / 100;
        const id = await history.record({
          userId,
          type: 'Speech2Text',
          input: audio.fileName,
          result: transcript.text,
          mediaId: stored.id,
          meta: { fileName: audio.fileName, duration },
          creditsCharged: cost,
          engine: engine.name,
        });
        return { transcription: transcript.text, duration, mp3_url: stored.url, id, credits: cost };
      });
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
