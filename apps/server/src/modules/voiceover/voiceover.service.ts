import type { FastifyBaseLogger } from 'fastify';
import {
  mediaPath,
  speechCost,
  speechMessages,
  Voice,
  type SpeechAnswer,
  type SpeechBody,
} from '@penwise/contract';
import { z } from 'zod';
import type { SpeechEngine } from '../../adapters/ai/speech-engine.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { runPaidMedia, startPaidMedia } from '../generations/paid-media.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';

// What the worker that speaks it needs.
const SpeechJob = z.object({ text: z.string(), voice: Voice });
const Meta = z.object({ duration: z.number() }).partial();

/** Voiceover (the /text-to-speech page): one credit per character, the MP3 stored by us, recorded as TTS. */
export function createVoiceoverService(deps: {
  generations: PaidGenerations;
  media: MediaService;
  engine: SpeechEngine;
  /** Caps concurrent media generations (429 beyond). */
  slots: MediaSlots;
  worker: Pick<GenerationWorker, 'register'>;
  log: FastifyBaseLogger;
}) {
  const { media, engine } = deps;

  deps.worker.register('speech', async (started, payload) => {
    const job = SpeechJob.parse(payload);
    await runPaidMedia(deps, started, async (signal) => {
      const speech = await engine.synthesize({ text: job.text, voice: job.voice, signal });
      const stored = await media.store(started.record.userId, 'audio/mpeg', speech.mp3);
      const duration = Math.round(speech.durationSeconds * 100) / 100;
      return { mediaId: stored.id, result: null, meta: { voice: job.voice, duration } };
    });
  });
  return {
    engineName: engine.name,

    /** Holds a credit per character and starts speaking; `done` answers the MP3's address. */
    async start(
      userId: string,
      body: SpeechBody,
    ): Promise<{ id: string; done: Promise<SpeechAnswer['success']> }> {
      const text = body.prompt;
      const request = {
        userId,
        type: 'TTS' as const,
        engine: engine.name,
        input: text,
        meta: { voice: body.voice },
        cost: speechCost(text),
        explain: speechMessages.notEnoughCredits,
        kind: 'speech' as const,
        payload: { text, voice: body.voice },
      };
      return startPaidMedia(deps, request, (row) => ({
        mp3_url: row.mediaId ? mediaPath(row.mediaId) : '',
        duration: Meta.parse(row.meta ?? {}).duration ?? 0,
        id: row.id,
        credits: row.creditsCharged,
      }));
    },
  };
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
