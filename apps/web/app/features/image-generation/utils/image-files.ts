import { defaultImageSize, imageCost, imageSizes, plans, sideOf, type ImageSize } from '@penwise/contract';
import { formatCount } from '../../../lib/format-number';

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

/** 'Premium or Platinum plan': the plans that allow `size`, shown on a size the user may not make. */
export function sizeNeedsLabel(size: ImageSize): string {
  const titles = plans
    .filter((plan) => plan.maxImageSide >= sideOf(size))
    .map((plan) => plan.title.replace(/ Plan$/, ''));
  return `${titles.join(' or ')} plan`;
}

/** The size to start with: the restored one if still allowed, else the largest allowed. */
export function startingSize(allowed: readonly ImageSize[] | undefined, restored?: ImageSize): ImageSize {
  if (!allowed) return restored ?? defaultImageSize;
  if (restored && allowed.includes(restored)) return restored;
  return allowed.at(-1) ?? imageSizes[0];
}
