import { imageCost, type ImageSize } from '@penwise/contract';
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
