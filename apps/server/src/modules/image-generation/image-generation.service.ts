import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultImageSize,
  imageCost,
  imageMessages,
  maxImageSideFor,
  sideOf,
  type ImageBody,
} from '@penwise/contract';
import type { ImageEngine } from '../../adapters/ai/image-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { payForCall } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';

/** Image generation: plan size limit, reserve the size's price, draw, store the PNG, charge, record. */
export function createImageGenerationService(deps: {
  credits: CreditsService;
  history: HistoryService;
  media: MediaService;
  engine: ImageEngine;
  /** The title of the user's active plan, if any (size limits follow it). */
  activePlan: (userId: string) => Promise<string | undefined>;
  /** Caps concurrent media generations (429 beyond). */
  slots: MediaSlots;
  log: FastifyBaseLogger;
}) {
  const { credits, history, media, engine, slots, log } = deps;
  return {
    engineName: engine.name,

    async generate(userId: string, body: ImageBody, signal: AbortSignal): Promise<{ image_url: string }> {
      const size = body.size ?? defaultImageSize;
      const plan = await deps.activePlan(userId);
      if (sideOf(size) > maxImageSideFor(plan)) {
        throw new AppError('forbidden', 403, imageMessages.sizeNotAllowed(size, plan), 'size');
      }
      const cost = imageCost(size);
      const stored = await slots.run(userId, () =>
        payForCall(
          credits,
          { userId, cost, key: `image:${randomUUID()}` },
          imageMessages.notEnoughCredits,
          async () => {
            try {
              const png = await engine.generate({ prompt: body.prompt, size, signal });
              // Stored before charging: a user is never charged for a picture we could not keep.
              return await media.store(userId, 'image/png', png);
            } catch (error) {
              log.warn({ err: error, engine: engine.name }, 'image generation failed');
              throw aiFailure(error);
            }
          },
        ),
      );
      await history.record({
        userId,
        type: 'TTImage',
        input: body.prompt,
        result: stored.url,
        mediaId: stored.id,
        creditsCharged: cost,
        engine: engine.name,
      });
      return { image_url: stored.url };
    },
  };
}

export type ImageGenerationService = ReturnType<typeof createImageGenerationService>;
