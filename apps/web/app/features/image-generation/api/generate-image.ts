import { apiPaths, ImageAnswer, type ImageBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/ai/image: one image for the prompt; the answer names it by a media URL. */
export function generateImage(body: ImageBody) {
  return apiPost(apiPaths.ai.image, body, ImageAnswer);
}
