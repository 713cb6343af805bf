import { apiPaths, ImageSizesAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/images/sizes: the sizes the user's plan and packs allow. */
export function fetchImageSizes() {
  return apiGet(apiPaths.ai.imageSizes, ImageSizesAnswer);
}

export function imageSizesQueryOptions() {
  return queryOptions({
    // Follows the plan: a plan change invalidates it (usePlanChanged).
    queryKey: queryKeys.imageSizes,
    queryFn: () => orThrow(fetchImageSizes()),
  });
}

/** The sizes the size picker offers. */
export function useImageSizes() {
  return useQuery(imageSizesQueryOptions());
}
