import { apiPaths, mediaPath, type EngineName, type ImageSize } from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { enginesAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
export { deferredResponse, jsonResponse } from '~test/responses';

export const generatedImageUrl = mediaPath('m-42');

interface ImageApiOptions {
  /** The answer to POST /api/ai/image; by default an image at `generatedImageUrl`. */
  image?: () => Response | Promise<Response>;
  engine?: EngineName;
  /** The sizes GET /api/images/sizes allows; by default a pack owner's (up to 512x512). */
  allowed?: ImageSize[];
  /** The balance show-credits answers; unset: 404 like any other path. */
  credits?: number;
}

/** Answers the engines, image and media paths the page calls; any other path answers 404. */
export function mockImageApi({
  image = () => jsonResponse({ success: { image_url: generatedImageUrl } }),
  engine = 'openai',
  allowed = ['256x256', '512x512'],
  credits,
}: ImageApiOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.ai.engines) {
      return Promise.resolve(jsonResponse(enginesAnswer(engine)));
    }
    if (path === apiPaths.ai.imageSizes) return Promise.resolve(jsonResponse({ success: { allowed } }));
    if (path === apiPaths.ai.image) return Promise.resolve(image());
    if (path === apiPaths.plans.showCredits && credits !== undefined)
      return Promise.resolve(jsonResponse({ success: { x: credits, y: 0 } }));
    if (path.startsWith(`${apiPaths.media}/`)) {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
      return Promise.resolve(new Response(png, { headers: { 'Content-Type': 'image/png' } }));
    }
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
