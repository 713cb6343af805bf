import type { FastifyBaseLogger } from 'fastify';
import { speechCost, speechMessages, type SpeechAnswer, type SpeechBody } from '@penwise/contract';
import type { SpeechEngine } from '../../adapters/ai/speech-engine.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { startPaidMedia } from '../generations/paid-media.ts';

/** Voiceover (the /text-to-speech page): one credit per character, the MP3 stored by us, recorded as TTS. */
export function createVoiceoverService(deps: {
  generations: PaidGenerations;
  media: MediaService;
  engine: SpeechEngine;
  /** Caps concurrent media generations (429 beyond). */
  slots: MediaSlots;
  log: FastifyBaseLogger;
}) {
  const { media, engine } = deps;
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
      };
      return startPaidMedia(deps, request, async (signal) => {
        const speech = await engine.synthesize({ text, voice: body.voice, signal });
        const stored = await media.store(userId, 'audio/mpeg', speech.mp3);
        const duration = Math.round(speech.durationSeconds * 100) / 100;
        return {
          mediaId: stored.id,
          result: null,
          meta: { voice: body.voice, duration },
          answer: (id, credits) => ({ mp3_url: stored.url, duration, id, credits }),
        };
      });
    },
  };
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
