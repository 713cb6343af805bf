import {
  defaultImageSize,
  imageCost,
  imageSizes,
  packOnlyMaxImageSide,
  plans,
  sideOf,
  type ImageSize,
} from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `image-2025-03-14.png`: the local day, so downloads sort by date. */
export function imageFileName(date: Date): string {
  return `image-${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.png`;
}

/** '2,000 credits': what one image of `size` costs. */
export function sizeCostLabel(size: ImageSize): string {
  return `${formatCount(imageCost(size))} credits`;
}

/** '512x512 · 2,000 credits'. */
export function sizeLabel(size: ImageSize): string {
  return `${size} · ${sizeCostLabel(size)}`;
}

/**
 * 'Premium or Platinum plan, or a credit pack': what allows `size`, shown on a size the user may not
 * make (pack credits allow 512x512 whatever the plan).
 */
export function sizeNeedsLabel(size: ImageSize): string {
  const titles = plans
    .filter((plan) => plan.maxImageSide >= sideOf(size))
    .map((plan) => plan.title.replace(/ Plan$/, ''));
  const orPack = sideOf(size) <= packOnlyMaxImageSide ? ', or a credit pack' : '';
  return `${titles.join(' or ')} plan${orPack}`;
}

/**
 * The size to start with: the restored one if still allowed, else the largest allowed that the
 * balance pays for (the largest allowed when it pays for none, or is not known yet).
 */
export function startingSize(
  allowed: readonly ImageSize[] | undefined,
  restored?: ImageSize,
  balance?: number,
): ImageSize {
  if (!allowed) return restored ?? defaultImageSize;
  if (restored && allowed.includes(restored)) return restored;
  const affordable = balance === undefined ? [] : allowed.filter((size) => imageCost(size) <= balance);
  return affordable.at(-1) ?? allowed.at(-1) ?? imageSizes[0];
}
