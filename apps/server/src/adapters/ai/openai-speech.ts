import { parseBuffer } from 'music-metadata';
import { openAiClient, type OpenAiEngineOptions } from './openai-client.ts';
import { toAiEngineError } from './openai-errors.ts';
import type { SpeechEngine } from './speech-engine.ts';

/** Speech through the SDK's audio/speech (MP3); the duration is read from the file itself. */
export function openAiSpeechEngine(options: OpenAiEngineOptions): SpeechEngine {
  const client = openAiClient(options);
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
