import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { UserIdentity } from './auth.ts';
import { creditCosts, packOnlyMaxImageSide, plans } from './catalogue.ts';

export const imageSizes = ['256x256', '512x512', '1024x1024'] as const;
export const ImageSize = z.enum(imageSizes);
export type ImageSize = z.infer<typeof ImageSize>;
export const defaultImageSize = '512x512' satisfies ImageSize;

export const imageLimits = { promptMax: 1000 } as const;

/** POST /ai/image: the prompt, plus a size (default 512x512). */
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

/** What a user holds that sets their image sizes: the active plan and unspent pack credits. */
export interface ImageHoldings {
  plan: string | undefined;
  packCredits: number;
}

/** Packs set the limit when there is no plan, or when they allow more than the plan does. */
const packsSetLimit = ({ plan, packCredits }: ImageHoldings) =>
  maxImageSideFor(plan) < packOnlyMaxImageSide ? packCredits > 0 : plan === undefined;

/** The best of what the user holds: a subscription never lowers what their packs allow. */
export const maxImageSideOf = (holdings: ImageHoldings): number =>
  packsSetLimit(holdings) ? packOnlyMaxImageSide : maxImageSideFor(holdings.plan);

/** The sizes a user may make, smallest first. */
export const allowedImageSizes = (holdings: ImageHoldings): ImageSize[] =>
  imageSizes.filter((size) => sideOf(size) <= maxImageSideOf(holdings));

/** The cheapest plan allowing `side` (for the 403 message). */
export const planAllowing = (side: number) => plans.find((plan) => plan.maxImageSide >= side);

/** GET /api/images/sizes: the sizes this user may make (the rest are shown disabled). */
export const ImageSizesAnswer = successAnswer(z.object({ allowed: z.array(ImageSize) }));
export type ImageSizesAnswer = z.infer<typeof ImageSizesAnswer>;

export const imageMessages = {
  sizeNotAllowed: (size: ImageSize, holdings: ImageHoldings) => {
    const max = maxImageSideOf(holdings);
    const limit = `${String(max)}x${String(max)}`;
    const needed = planAllowing(sideOf(size))?.title ?? 'Platinum Plan';
    const who = packsSetLimit(holdings) ? 'Credit packs make' : `The ${String(holdings.plan)} makes`;
    return `${who} images up to ${limit}. ${size} needs the ${needed}.`;
  },
  generic: 'An unexpected error occurred.',
  notEnoughCredits: (needed: number, have: number) =>
    `This image costs ${needed.toLocaleString('en-US')} credits; you have ${have.toLocaleString('en-US')}. Add credits or pick a smaller size.`,
} as const;
