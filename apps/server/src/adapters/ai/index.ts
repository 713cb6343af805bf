import type { Config } from '../../config.ts';
import { demoImageEngine } from './demo/demo-image-engine.ts';
import { demoSpeechEngine } from './demo/demo-speech-engine.ts';
import { demoTextEngine } from './demo/demo-text-engine.ts';
import { openAiSpeechEngine } from './openai-speech.ts';
import type { SpeechEngine } from './speech-engine.ts';
import type { ImageEngine } from './image-engine.ts';
import { openAiImageEngine } from './openai-image.ts';
import { openAiTextEngine } from './openai.ts';
import type { TextEngine } from './text-engine.ts';

/** The text engine the configuration asks for: OpenAI-compatible with a key, else the offline demo. */
export function createTextEngine(config: Config): TextEngine {
  // About 150 words a second: fast, yet visibly streamed, as with a real model.
  if (config.AI_ENGINE === 'demo' || !config.OPENAI_API_KEY) return demoTextEngine({ paceMs: 20 });
  return openAiTextEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.AI_TEXT_MODEL,
    timeoutMs: config.AI_TIMEOUT * 1000,
  });
}

/** The image engine: OpenAI Images with a key, else the offline demo painter. */
export function createImageEngine(config: Config): ImageEngine {
  if (config.AI_ENGINE === 'demo' || !config.OPENAI_API_KEY) return demoImageEngine();
  return openAiImageEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.AI_IMAGE_MODEL,
    timeoutMs: config.AI_TIMEOUT * 1000,
  });
}

/** The voiceover engine: OpenAI audio/speech with a key, else offline eSpeak. */
export function createSpeechEngine(config: Config): SpeechEngine {
  if (config.AI_ENGINE === 'demo' || !config.OPENAI_API_KEY) return demoSpeechEngine();
  return openAiSpeechEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.AI_TTS_MODEL,
    timeoutMs: config.AI_TIMEOUT * 1000,
  });
}
