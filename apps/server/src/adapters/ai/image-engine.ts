import type { ImageSize } from '@penwise/contract';

export interface ImageRequest {
  prompt: string;
  size: ImageSize;
  signal?: AbortSignal;
}

/** Makes one image; engines: openai-image.ts and the offline demo painter. Failures throw AiEngineError. */
export interface ImageEngine {
  readonly name: 'openai' | 'demo';
  /** PNG bytes at exactly the requested size. */
  generate(request: ImageRequest): Promise<Uint8Array>;
}
