import sharp from 'sharp';
import { sideOf, type ImageSize } from '@penwise/contract';
import type { ImageEngine } from './image-engine.ts';
import { openAiClient, type OpenAiEngineOptions } from './openai-client.ts';
import { toAiEngineError } from './openai-errors.ts';
import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';

// dall-e-2 makes every size; newer models start at 1024x1024, so smaller sizes are scaled down here.
const sizeFor = (model: string, size: ImageSize): ImageSize => (model === 'dall-e-2' ? size : '1024x1024');

/** Fetches the provider's image link; bounded by the timeout too, since fetch itself never gives up. */
async function download(
  url: string,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Uint8Array> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
    if (!res.ok) throw new AiEngineError('unavailable', aiEngineMessages.unavailable);
    return new Uint8Array(await res.arrayBuffer());
  } catch (error) {
    if (deadline.aborted) throw new AiEngineError('timeout', aiEngineMessages.timeout, { cause: error });
    throw error;
  }
}

/** Images through the official SDK; the result is stored by us, because provider links expire. */
export function openAiImageEngine(options: OpenAiEngineOptions): ImageEngine {
  const client = openAiClient(options);
  return {
    name: 'openai',
    async generate({ prompt, size, signal }) {
      let bytes: Uint8Array;
      try {
        const answer = await client.images.generate(
          {
            model: options.model,
            prompt,
            n: 1,
            size: sizeFor(options.model, size),
            // b64 saves a second download; gpt-image models always answer b64 and refuse the field.
            ...(options.model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
          },
          { signal },
        );
        const image = answer.data?.[0];
        if (image?.b64_json) bytes = Buffer.from(image.b64_json, 'base64');
        else if (image?.url) bytes = await download(image.url, signal, options.timeoutMs);
        else throw new AiEngineError('unavailable', aiEngineMessages.unavailable);
      } catch (error) {
        throw toAiEngineError(error);
      }
      const side = sideOf(size);
      return sharp(bytes).resize(side, side, { fit: 'cover' }).png().toBuffer();
    },
  };
}
