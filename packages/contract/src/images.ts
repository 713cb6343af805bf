import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { UserIdentity } from './auth.ts';
import { creditCosts, packOnlyMaxImageSide, plans } from './catalogue.ts';

export const imageSizes = ['256x256', '512x512', '1024x1024'] as const;
export const ImageSize = z.enum(imageSizes);
export type ImageSize = z.infer<typeof ImageSize>;
export const defaultImageSize = '512x512' satisfies ImageSize;

export const imageLimits = { promptMax: 1000 } as const;

/** SPEC §7 POST /ai/image: the prompt, plus a size (default 512x512). */
export const ImageBody = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Explain your idea first.')
    .max(imageLimits.promptMax, `The prompt can be at most ${String(imageLimits.promptMax)} characters.`),
  size: ImageSize.optional(),
  user: UserIdentity.optional(),
});
export type ImageBody = z.infer<typeof ImageBody>;

export const ImageAnswer = successAnswer(z.object({ image_url: z.string() }));
export type ImageAnswer = z.infer<typeof ImageAnswer>;

/** The side in pixels of a size. */
export const sideOf = (size: ImageSize): 256 | 512 | 1024 => Number(size.split('x')[0]) as 256 | 512 | 1024;

/** What one image of this size costs (DESIGN "Credits"). */
export const imageCost = (size: ImageSize): number => creditCosts.imageBySide[sideOf(size)];

/** The largest side a user may make: their plan's, or the pack-only limit without a plan. */
export function maxImageSideFor(planTitle: string | undefined): number {
  return plans.find((plan) => plan.title === planTitle)?.maxImageSide ?? packOnlyMaxImageSide;
}

/** The cheapest plan allowing `side` (for the 403 message). */
export const planAllowing = (side: number) => plans.find((plan) => plan.maxImageSide >= side);

export const imageMessages = {
  sizeNotAllowed: (size: ImageSize, planTitle: string | undefined) => {
    const max = maxImageSideFor(planTitle);
    const limit = `${String(max)}x${String(max)}`;
    const needed = planAllowing(sideOf(size))?.title ?? 'Platinum Plan';
    const who = planTitle ? `The ${planTitle}` : 'Credit packs';
    return `${who} make${planTitle ? 's' : ''} images up to ${limit}. ${size} needs the ${needed}.`;
  },
  generic: 'An unexpected error occurred.',
  notEnoughCredits: (needed: number, have: number) =>
    `This image costs ${needed.toLocaleString('en-US')} credits; you have ${have.toLocaleString('en-US')}. Add credits or pick a smaller size.`,
} as const;
