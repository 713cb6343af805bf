import { createReadStream } from 'node:fs';
import { toFile } from 'openai';
import { openAiClient, type OpenAiEngineOptions } from './openai-client.ts';
import { toAiEngineError } from './openai-errors.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';

// Whisper picks the decoder by the file name's extension.
const uploadName = { mp3: 'audio.mp3', mpeg: 'audio.mpeg', mp4: 'audio.mp4', wav: 'audio.wav' } as const;
const uploadType = { mp3: 'audio/mpeg', mpeg: 'audio/mpeg', mp4: 'video/mp4', wav: 'audio/wav' } as const;

/** Speech to text through the SDK's audio/transcriptions (whisper-1 by default). */
export function openAiTranscriptionEngine(options: OpenAiEngineOptions): TranscriptionEngine {
  const client = openAiClient(options);
  return {
    name: 'openai',
    unavailable: undefined,
    async transcribe({ filePath, format, signal }) {
      try {
        const file = await toFile(createReadStream(filePath), uploadName[format], {
          type: uploadType[format],
        });
        const answer = await client.audio.transcriptions.create(
          { file, model: options.model, response_format: 'json' },
          { signal },
        );
        return answer.text.trim();
      } catch (error) {
        throw toAiEngineError(error);
      }
    },
  };
}
