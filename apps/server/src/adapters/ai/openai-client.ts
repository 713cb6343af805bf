import OpenAI from 'openai';

/** How to reach OpenAI or a compatible API; each engine adds its model. */
export interface OpenAiConnection {
  apiKey: string;
  /** Any OpenAI-compatible API (OpenAI, Azure, Ollama, LocalAI, vLLM…). */
  baseURL?: string | undefined;
  timeoutMs: number;
}

/** What each OpenAI engine is built from: the connection and its model. */
export interface OpenAiEngineOptions extends OpenAiConnection {
  model: string;
}

/** The SDK client every OpenAI engine uses. */
export function openAiClient(connection: OpenAiConnection): OpenAI {
  // maxRetries 1: the SDK retries a 429/5xx or a dropped connection once, always before any output.
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseURL,
    timeout: connection.timeoutMs,
    maxRetries: 1,
  });
}
