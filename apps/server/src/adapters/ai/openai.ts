import { openAiClient, type OpenAiEngineOptions } from './openai-client.ts';
import { toAiEngineError } from './openai-errors.ts';
import type { TextEngine, TextEvent, TextRequest } from './text-engine.ts';

/** Text through the official SDK's streaming Chat Completions. */
export function openAiTextEngine(options: OpenAiEngineOptions): TextEngine {
  const client = openAiClient(options);

  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    let completionChars = 0;
    let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
    try {
      const chunks = await client.chat.completions.create(
        {
          model: options.model,
          stream: true,
          stream_options: { include_usage: true },
          // Compatible servers (Ollama, LocalAI, older vLLM) know only max_tokens, not max_completion_tokens.
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          max_tokens: request.maxTokens,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
        },
        { signal: request.signal },
      );
      for await (const chunk of chunks) {
        if (chunk.usage) usage = chunk.usage;
        const text = chunk.choices[0]?.delta.content;
        if (!text) continue;
        completionChars += text.length;
        yield { type: 'delta', text };
      }
    } catch (error) {
      throw toAiEngineError(error);
    }
    // Some compatible servers send no usage: estimate ~4 characters a token rather than report zero.
    yield {
      type: 'done',
      usage: {
        promptTokens: usage?.prompt_tokens ?? Math.ceil((request.system.length + request.user.length) / 4),
        completionTokens: usage?.completion_tokens ?? Math.ceil(completionChars / 4),
      },
    };
  }

  return { name: 'openai', stream };
}
