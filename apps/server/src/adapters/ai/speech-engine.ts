import type { Voice } from '@penwise/contract';

export interface SpeechRequest {
  text: string;
  voice: Voice;
  signal?: AbortSignal;
}

export interface Speech {
  mp3: Uint8Array;
  durationSeconds: number;
}

/** Turns text into MP3 speech; engines: OpenAI audio/speech and the offline eSpeak demo. */
export interface SpeechEngine {
  readonly name: 'openai' | 'demo';
  synthesize(request: SpeechRequest): Promise<Speech>;
  /** Stops background work (the demo's worker thread). */
  close?(): Promise<void>;
}
