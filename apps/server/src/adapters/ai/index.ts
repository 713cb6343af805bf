import type { Config } from '../../config.ts';
import type { ReadVoice } from './demo/demo-text-engine.ts';
import type { OpenAiConnection } from './openai-client.ts';
import type { SpeechEngine } from './speech-engine.ts';
import type { ImageEngine } from './image-engine.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';
import type { TextEngine } from './text-engine.ts';

// Each engine's module is loaded only when it is the one configured: the OpenAI client, the demo
// image painter (sharp) and the speech and transcription engines stay out of a server that does not use them.

/** What the demo text engine borrows from the app to answer like a model (the composition root passes it). */
export interface DemoAbilities {
  readVoice?: ReadVoice;
}

/** Where OpenAI is reached, or undefined when the demo engines serve (no key, or AI_ENGINE=demo). */
function openAiConnection(config: Config): OpenAiConnection | undefined {
  if (config.AI_ENGINE === 'demo' || !config.OPENAI_API_KEY) return undefined;
  return {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeoutMs: config.AI_TIMEOUT * 1000,
  };
}

/** The text engine the configuration asks for: OpenAI-compatible with a key, else the offline demo. */
export async function createTextEngine(config: Config, demo: DemoAbilities = {}): Promise<TextEngine> {
  const connection = openAiConnection(config);
  if (!connection) {
    const { demoTextEngine } = await import('./demo/demo-text-engine.ts');
    // By default about 150 words a second: fast, yet visibly streamed, as with a real model.
    return demoTextEngine({ paceMs: config.AI_DEMO_PACE, ...demo });
  }
  const { openAiTextEngine } = await import('./openai.ts');
  return openAiTextEngine({ ...connection, model: config.AI_TEXT_MODEL });
}

/** The image engine: OpenAI Images with a key, else the offline demo painter. */
export async function createImageEngine(config: Config): Promise<ImageEngine> {
  const connection = openAiConnection(config);
  if (!connection) return (await import('./demo/demo-image-engine.ts')).demoImageEngine();
  const { openAiImageEngine } = await import('./openai-image.ts');
  return openAiImageEngine({ ...connection, model: config.AI_IMAGE_MODEL });
}

/** The voiceover engine: OpenAI audio/speech with a key, else offline eSpeak. */
export async function createSpeechEngine(config: Config): Promise<SpeechEngine> {
  const connection = openAiConnection(config);
  if (!connection) return (await import('./demo/demo-speech-engine.ts')).demoSpeechEngine();
  const { openAiSpeechEngine } = await import('./openai-speech.ts');
  return openAiSpeechEngine({ ...connection, model: config.AI_TTS_MODEL });
}

/** The transcription engine: OpenAI audio/transcriptions with a key, else pocketsphinx when installed. */
export async function createTranscriptionEngine(config: Config): Promise<TranscriptionEngine> {
  const connection = openAiConnection(config);
  if (!connection) return (await import('./demo/demo-transcription-engine.ts')).demoTranscriptionEngine();
  const { openAiTranscriptionEngine } = await import('./openai-transcription.ts');
  return openAiTranscriptionEngine({ ...connection, model: config.AI_STT_MODEL });
}

/** One engine per modality. */
export interface Engines {
  text: TextEngine;
  image: ImageEngine;
  speech: SpeechEngine;
  transcription: TranscriptionEngine;
}

/** Engines a caller (a test) passes instead of the configured ones. */
export interface EngineOverrides {
  textEngine?: TextEngine | undefined;
  imageEngine?: ImageEngine | undefined;
  speechEngine?: SpeechEngine | undefined;
  transcriptionEngine?: TranscriptionEngine | undefined;
}

/** Every engine: the configured one unless `overrides` passes its own. */
export async function createEngines(
  config: Config,
  overrides: EngineOverrides = {},
  demo: DemoAbilities = {},
): Promise<Engines> {
  const [text, image, speech, transcription] = await Promise.all([
    overrides.textEngine ?? createTextEngine(config, demo),
    overrides.imageEngine ?? createImageEngine(config),
    overrides.speechEngine ?? createSpeechEngine(config),
    overrides.transcriptionEngine ?? createTranscriptionEngine(config),
  ]);
  return { text, image, speech, transcription };
}
