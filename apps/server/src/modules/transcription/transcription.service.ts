import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { transcriptionCost, transcriptionMessages, type TranscriptionAnswer } from '@penwise/contract';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { payForCall } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import { measureDuration } from './audio-duration.ts';
import type { ReceivedAudio } from './audio-upload.ts';

/** Speech to text (SPEC /transcribe): priced from the measured duration, audio kept with the history item. */
export function createTranscriptionService(deps: {
  credits: CreditsService;
  history: HistoryService;
  media: MediaService;
  engine: TranscriptionEngine;
  log: FastifyBaseLogger;
}) {
  const { credits, history, media, engine, log } = deps;
  return {
    engineName: () => (engine.unavailable ? 'unavailable' : engine.name),

    /** 503 with how to enable offline transcription, before any upload is read. */
    ensureAvailable() {
      if (engine.unavailable) throw new AppError('ai_unavailable', 503, engine.unavailable);
    },

    async transcribe(
      userId: string,
      audio: ReceivedAudio,
      signal: AbortSignal,
    ): Promise<TranscriptionAnswer['success']> {
      this.ensureAvailable();
      const seconds = await measureDuration(audio.filePath);
      // Charged by the second: a 61.2 s file costs 62 seconds' worth.
      const cost = transcriptionCost(Math.ceil(seconds));
      const { text, stored } = await payForCall(
        credits,
        { userId, cost, key: `stt:${randomUUID()}` },
        transcriptionMessages.notEnoughCredits,
        async () => {
          try {
            const transcription = await engine.transcribe({
              filePath: audio.filePath,
              format: audio.format,
              signal,
            });
            return {
              text: transcription,
              stored: await media.storeFile(userId, audio.mime, audio.filePath, audio.bytes),
            };
          } catch (error) {
            log.warn({ err: error, engine: engine.name }, 'transcription failed');
            throw aiFailure(error);
          }
        },
      );
      const duration = Math.round(seconds * 100) / 100;
      const id = await history.record({
        userId,
        type: 'Speech2Text',
        input: audio.fileName,
        result: text,
        mediaId: stored.id,
        meta: { fileName: audio.fileName, duration },
        creditsCharged: cost,
        engine: engine.name,
      });
      return { transcription: text, duration, mp3_url: stored.url, id, credits: cost };
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
