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
  ImageSize,
} from '@penwise/contract';
import { z } from 'zod';
import type { ImageEngine } from '../../adapters/ai/image-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaSlots } from '../ai-engines/media-slots.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { runPaidMedia, startPaidMedia } from '../generations/paid-media.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';

// What the worker that draws it needs.
const ImageJob = z.object({ prompt: z.string(), size: ImageSize });

/** Image generation: size limit (best of plan and packs), reserve the size's price, draw, store the PNG, charge, record. */
export function createImageGenerationService(deps: {
  credits: CreditsService;
  generations: PaidGenerations;
  media: MediaService;
  engine: ImageEngine;
  /** The title of the user's active plan, if any (size limits follow it). */
  activePlan: (userId: string) => Promise<string | undefined>;
  /** Caps concurrent media generations (429 beyond). */
  slots: MediaSlots;
  worker: Pick<GenerationWorker, 'register'>;
  log: FastifyBaseLogger;
}) {
  const { credits, media, engine } = deps;

  deps.worker.register('image', async (started, payload) => {
    const job = ImageJob.parse(payload);
    await runPaidMedia(deps, started, async (signal) => {
      const png = await engine.generate({ prompt: job.prompt, size: job.size, signal });
      // Stored before charging: a user is never charged for a picture we could not keep.
      const stored = await media.store(started.record.userId, 'image/png', png);
      return { mediaId: stored.id, result: stored.url };
    });
  });

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

    /** Holds the size's price and starts drawing; `done` answers the image's address. */
    async start(
      userId: string,
      body: ImageBody,
    ): Promise<{ id: string; done: Promise<{ image_url: string }> }> {
      const size = body.size ?? defaultImageSize;
      const holdings = await holdingsOf(userId);
      if (sideOf(size) > maxImageSideOf(holdings)) {
        throw new AppError('forbidden', 403, imageMessages.sizeNotAllowed(size, holdings), 'size');
      }
      const request = {
        userId,
        type: 'TTImage' as const,
        engine: engine.name,
        input: body.prompt,
        // Kept so reopening the item from history restores the size.
        meta: { size },
        cost: imageCost(size),
        explain: imageMessages.notEnoughCredits,
        kind: 'image' as const,
        payload: { prompt: body.prompt, size },
      };
      return startPaidMedia(deps, request, (row) => ({ image_url: row.result ?? '' }));
    },
  };
}

export type ImageGenerationService = ReturnType<typeof createImageGenerationService>;
