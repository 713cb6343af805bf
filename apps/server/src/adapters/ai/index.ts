import type { Config } from '../../config.ts';
import { demoImageEngine } from './demo/demo-image-engine.ts';
import { demoSpeechEngine } from './demo/demo-speech-engine.ts';
import { demoTextEngine, type ReadVoice } from './demo/demo-text-engine.ts';
import { demoTranscriptionEngine } from './demo/demo-transcription-engine.ts';
import type { OpenAiConnection } from './openai-client.ts';
import { openAiSpeechEngine } from './openai-speech.ts';
import type { SpeechEngine } from './speech-engine.ts';
import type { ImageEngine } from './image-engine.ts';
import { openAiImageEngine } from './openai-image.ts';
import { openAiTextEngine } from './openai.ts';
import { openAiTranscriptionEngine } from './openai-transcription.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';
import type { TextEngine } from './text-engine.ts';

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
export function createTextEngine(config: Config, demo: DemoAbilities = {}): TextEngine {
  const connection = openAiConnection(config);
  // By default about 150 words a second: fast, yet visibly streamed, as with a real model.
  if (!connection) return demoTextEngine({ paceMs: config.AI_DEMO_PACE, ...demo });
  return openAiTextEngine({ ...connection, model: config.AI_TEXT_MODEL });
}

/** The image engine: OpenAI Images with a key, else the offline demo painter. */
export function createImageEngine(config: Config): ImageEngine {
  const connection = openAiConnection(config);
  return connection ? openAiImageEngine({ ...connection, model: config.AI_IMAGE_MODEL }) : demoImageEngine();
}

/** The voiceover engine: OpenAI audio/speech with a key, else offline eSpeak. */
export function createSpeechEngine(config: Config): SpeechEngine {
  const connection = openAiConnection(config);
  return connection ? openAiSpeechEngine({ ...connection, model: config.AI_TTS_MODEL }) : demoSpeechEngine();
}

/** The transcription engine: OpenAI audio/transcriptions with a key, else pocketsphinx when installed. */
export function createTranscriptionEngine(config: Config): TranscriptionEngine {
  const connection = openAiConnection(config);
  return connection
    ? openAiTranscriptionEngine({ ...connection, model: config.AI_STT_MODEL })
    : demoTranscriptionEngine();
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
export function createEngines(
  config: Config,
  overrides: EngineOverrides = {},
  demo: DemoAbilities = {},
): Engines {
  return {
    text: overrides.textEngine ?? createTextEngine(config, demo),
    image: overrides.imageEngine ?? createImageEngine(config),
    speech: overrides.speechEngine ?? createSpeechEngine(config),
    transcription: overrides.transcriptionEngine ?? createTranscriptionEngine(config),
  };
}
