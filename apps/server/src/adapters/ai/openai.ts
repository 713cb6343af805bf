import { streamChatCompletion } from './chat-completions-stream.ts';
import type { OpenAiEngineOptions } from './openai-client.ts';
import type { TextEngine, TextEvent, TextRequest } from './text-engine.ts';
import { countTokens } from './token-count.ts';

/** Text through streaming Chat Completions (node:http, not the SDK: see chat-completions-stream.ts). */
export function openAiTextEngine(options: OpenAiEngineOptions): TextEngine {
  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    let completion = '';
    let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
    const chunks = streamChatCompletion(
      options,
      {
        model: options.model,
        stream: true,
        stream_options: { include_usage: true },
        // Compatible servers (Ollama, LocalAI, older vLLM) know only max_tokens, not max_completion_tokens.
        max_tokens: request.maxTokens,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      },
      request.signal,
    );
    for await (const chunk of chunks) {
      if (chunk.usage) usage = chunk.usage;
      const text = chunk.choices?.[0]?.delta?.content;
      if (!text) continue;
      completion += text;
      yield { type: 'delta', text };
    }
    // Some compatible servers (Ollama, LocalAI, older vLLM) send no usage, or a zero count for text
    // they did stream: count the text with the tokenizer then, never by characters or words.
    const reported = usage?.completion_tokens;
    yield {
      type: 'done',
      usage: {
        completionTokens:
          reported !== undefined && reported > 0
            ? reported
            : await countTokens(completion, request.maxTokens),
      },
    };
  }

  return { name: 'openai', stream };
}
