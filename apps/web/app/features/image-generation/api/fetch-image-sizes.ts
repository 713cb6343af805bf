import { apiPaths, ImageSizesAnswer } from '@penwise/contract';
import { apiGet } from '~/lib/api-client';

/** GET /api/images/sizes: the sizes the user's plan and packs allow. */
export function fetchImageSizes() {
  return apiGet(apiPaths.ai.imageSizes, ImageSizesAnswer);
}
