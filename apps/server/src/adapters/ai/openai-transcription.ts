import { openAsBlob } from 'node:fs';
import { toFile } from 'openai';
import { openAiClient, type OpenAiEngineOptions } from './openai-client.ts';
import { toAiEngineError } from './openai-errors.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';

// Whisper picks the decoder by the file name's extension.
const uploadName = { mp3: 'audio.mp3', mpeg: 'audio.mpeg', mp4: 'audio.mp4', wav: 'audio.wav' } as const;
const uploadType = { mp3: 'audio/mpeg', mpeg: 'audio/mpeg', mp4: 'video/mp4', wav: 'audio/wav' } as const;

// The gpt-4o transcription models answer only json or text (and bill by tokens); Whisper and the
// compatible servers (LocalAI, faster-whisper) answer verbose_json, whose `duration` Whisper bills.
const jsonOnly = /^gpt-4o/;

/** The seconds the provider reports: verbose_json's `duration`, or a usage object of type duration. */
function reportedSeconds(answer: { duration?: unknown; usage?: unknown }): number | undefined {
  const usage = answer.usage as { type?: unknown; seconds?: unknown } | undefined;
  const seconds =
    typeof answer.duration === 'number'
      ? answer.duration
      : usage?.type === 'duration'
        ? usage.seconds
        : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Speech to text through the SDK's audio/transcriptions (whisper-1 by default). */
export function openAiTranscriptionEngine(options: OpenAiEngineOptions): TranscriptionEngine {
  const client = openAiClient(options);
  return {
    name: 'openai',
    unavailable: undefined,
    async transcribe({ filePath, format, signal }) {
      try {
        // A Blob backed by the file on disk: the request body streams from it, never a 25MB buffer.
        const blob = await openAsBlob(filePath, { type: uploadType[format] });
        const file = await toFile(blob, uploadName[format], { type: uploadType[format] });
        const answer = jsonOnly.test(options.model)
          ? await client.audio.transcriptions.create(
              { file, model: options.model, response_format: 'json' },
              { signal },
            )
          : await client.audio.transcriptions.create(
              { file, model: options.model, response_format: 'verbose_json' },
              { signal },
            );
        return { text: answer.text.trim(), seconds: reportedSeconds(answer) };
      } catch (error) {
        throw toAiEngineError(error);
      }
    },
  };
}
