import { parseBuffer } from 'music-metadata';
import OpenAI from 'openai';
import { toAiEngineError } from './openai-errors.ts';
import type { SpeechEngine } from './speech-engine.ts';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Speech through the SDK's audio/speech (MP3); the duration is read from the file itself. */
export function openAiSpeechEngine(options: OpenAiSpeechOptions): SpeechEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 1,
  });
  return {
    name: 'openai',
    async synthesize({ text, voice, signal }) {
      let mp3: Uint8Array;
      try {
        const answer = await client.audio.speech.create(
          { model: options.model, voice, input: text, response_format: 'mp3' },
          { signal },
        );
        mp3 = new Uint8Array(await answer.arrayBuffer());
      } catch (error) {
        throw toAiEngineError(error);
      }
      const meta = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
      return { mp3, durationSeconds: meta.format.duration ?? 0 };
    },
  };
}
