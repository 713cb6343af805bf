import { scriptedFake, type ScriptedFake } from './scripted-fake.ts';
import type { Speech, SpeechEngine, SpeechRequest } from './speech-engine.ts';

export type FakeSpeechEngine = SpeechEngine & ScriptedFake<SpeechRequest>;

/** A speech engine for tests: a few bytes standing for MP3, lasting a tenth of a second per character. */
export function fakeSpeechEngine(): FakeSpeechEngine {
  const { call, ...fake } = scriptedFake<SpeechRequest, Speech>(({ text }) => ({
    mp3: new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]),
    durationSeconds: text.length / 10,
  }));
  return { name: 'openai', ...fake, synthesize: call };
}
