import { AiEngineError } from '../../adapters/ai/ai-engine-error.ts';
import type { ImageEngine } from '../../adapters/ai/image-engine.ts';
import type { SpeechEngine } from '../../adapters/ai/speech-engine.ts';
import type { TextEngine, TextEvent } from '../../adapters/ai/text-engine.ts';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import type { Metrics, Modality } from '../../lib/metrics.ts';

/** Counts engine failures (not client aborts or our own errors) for the metrics, then rethrows. */
function counting(metrics: Metrics, modality: Modality) {
  return (error: unknown): never => {
    if (error instanceof AiEngineError) metrics.engineError(modality, error.kind);
    throw error;
  };
}

/** The same engines, with their failures counted in penwise_engine_errors_total. */
export function countedEngines(
  metrics: Metrics,
  engines: { text: TextEngine; image: ImageEngine; speech: SpeechEngine; transcription: TranscriptionEngine },
) {
  const { text, image, speech, transcription } = engines;
  const failed = {
    text: counting(metrics, 'GenText'),
    image: counting(metrics, 'TTImage'),
    speech: counting(metrics, 'TTS'),
    transcription: counting(metrics, 'Speech2Text'),
  };
  const countedText: TextEngine = {
    name: text.name,
    // The engine's own iterator with its failures counted: an async generator around it would cost
    // every delta one more generator step.
    stream(request) {
      const events = text.stream(request)[Symbol.asyncIterator]();
      const counted: AsyncIterableIterator<TextEvent> = {
        [Symbol.asyncIterator]: () => counted,
        next: () => events.next().catch(failed.text),
        return: (value?: unknown) =>
          events.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined }),
      };
      return counted;
    },
  };
  const countedImage: ImageEngine = {
    name: image.name,
    generate: (request) => image.generate(request).catch(failed.image),
  };
  const countedSpeech: SpeechEngine = {
    name: speech.name,
    synthesize: (request) => speech.synthesize(request).catch(failed.speech),
    close: () => speech.close?.() ?? Promise.resolve(),
  };
  const countedTranscription: TranscriptionEngine = {
    name: transcription.name,
    get unavailable() {
      return transcription.unavailable;
    },
    transcribe: (request) => transcription.transcribe(request).catch(failed.transcription),
  };
  return {
    text: countedText,
    image: countedImage,
    speech: countedSpeech,
    transcription: countedTranscription,
  };
}
