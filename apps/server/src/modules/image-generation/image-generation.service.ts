import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultImageSize,
  imageCost,
  allowedImageSizes,
  imageMessages,
  maxImageSideOf,
  sideOf,
  type ImageBody,
  type ImageHoldings,
  type ImageSize,
} from '@penwise/contract';
import type { ImageEngine } from '../../adapters/ai/image-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { payForCall } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';

/** Image generation: size limit (best of plan and packs), reserve the size's price, draw, store the PNG, charge, record. */
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

  /** Plan and unspent pack credits: the size limit is the best of them. */
  const holdingsOf = async (userId: string): Promise<ImageHoldings> => ({
    plan: await deps.activePlan(userId),
    packCredits: (await credits.balance(userId)).x,
  });

  return {
    engineName: engine.name,

    async sizes(userId: string): Promise<{ allowed: ImageSize[] }> {
      return { allowed: allowedImageSizes(await holdingsOf(userId)) };
    },

    async generate(userId: string, body: ImageBody, signal: AbortSignal): Promise<{ image_url: string }> {
      const size = body.size ?? defaultImageSize;
      const holdings = await holdingsOf(userId);
      if (sideOf(size) > maxImageSideOf(holdings)) {
        throw new AppError('forbidden', 403, imageMessages.sizeNotAllowed(size, holdings), 'size');
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
        // Kept so reopening the item from history restores the size.
        meta: { size },
      });
      return { image_url: stored.url };
    },
  };
}

export type ImageGenerationService = ReturnType<typeof createImageGenerationService>;
