import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { speechCost, speechMessages, type SpeechAnswer, type SpeechBody } from '@penwise/contract';
import type { SpeechEngine } from '../../adapters/ai/speech-engine.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { payForCall } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';

/** Voiceover (SPEC /text-to-speech): one credit per character, the MP3 stored by us, recorded as TTS. */
export function createVoiceoverService(deps: {
  credits: CreditsService;
  history: HistoryService;
  media: MediaService;
  engine: SpeechEngine;
  /** Caps concurrent media generations (429 beyond). */
  slots: MediaSlots;
  log: FastifyBaseLogger;
}) {
  const { credits, history, media, engine, slots, log } = deps;
  return {
    engineName: engine.name,

    async generate(userId: string, body: SpeechBody, signal: AbortSignal): Promise<SpeechAnswer['success']> {
      const text = body.prompt;
      const cost = speechCost(text);
      const { stored, durationSeconds } = await slots.run(userId, () =>
        payForCall(
          credits,
          { userId, cost, key: `tts:${randomUUID()}` },
          speechMessages.notEnoughCredits,
          async () => {
            try {
              const speech = await engine.synthesize({ text, voice: body.voice, signal });
              return {
                stored: await media.store(userId, 'audio/mpeg', speech.mp3),
                durationSeconds: speech.durationSeconds,
              };
            } catch (error) {
              log.warn({ err: error, engine: engine.name }, 'voiceover failed');
              throw aiFailure(error);
            }
          },
        ),
      );
      const duration = Math.round(durationSeconds * 100) / 100;
      const id = await history.record({
        userId,
        type: 'TTS',
        input: text,
        result: null,
        mediaId: stored.id,
        meta: { voice: body.voice, duration },
        creditsCharged: cost,
        engine: engine.name,
      });
      return { mp3_url: stored.url, duration, id, credits: cost };
    },
  };
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
