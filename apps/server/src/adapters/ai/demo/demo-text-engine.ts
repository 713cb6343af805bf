import type { TextEngine, TextEvent, TextRequest } from '../text-engine.ts';
import { countTokens } from '../token-count.ts';
import { writeDemo } from './demo-writer.ts';
import { readFormat } from './prompt-format.ts';

/**
 * The offline engine: deterministic, tool-shaped text from the brief, streamed a few words at a time.
 * `paceMs` spaces the chunks like a model's stream (the app uses it; tests keep 0).
 */
export function demoTextEngine({ paceMs = 0 }: { paceMs?: number } = {}): TextEngine {
  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    const description = request.brief?.description ?? request.user;
    const maxWords = Math.max(20, Math.floor(request.maxTokens * 0.75));
    const text = writeDemo(
      readFormat(request.system, maxWords),
      description,
      `${request.system}\n${request.user}`,
    );
    const pieces = text.match(/\S+\s*/g) ?? [];
    for (let i = 0; i < pieces.length; i += 3) {
      if (request.signal?.aborted) return;
      // Yield to the event loop between chunks, as a network stream would.
      await new Promise((resolve) => (paceMs ? setTimeout(resolve, paceMs) : setImmediate(resolve)));
      yield { type: 'delta', text: pieces.slice(i, i + 3).join('') };
    }
    // Counted as a provider counts: the tokenizer's tokens, within the request's cap.
    yield {
      type: 'done',
      usage: {
        promptTokens: (await countTokens(request.system)) + (await countTokens(request.user)),
        completionTokens: await countTokens(text, request.maxTokens),
      },
    };
  }
  return { name: 'demo', stream };
}
