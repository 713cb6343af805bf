import { scriptedFake, type ScriptedFake } from './scripted-fake.ts';
import type { TranscriptionEngine, TranscriptionRequest } from './transcription-engine.ts';

export type FakeTranscriptionEngine = TranscriptionEngine &
  ScriptedFake<TranscriptionRequest> & { setUnavailable(reason: string | undefined): void };

/** A transcription engine for tests: answers 'A transcript of <format> audio.', or a scripted failure. */
export function fakeTranscriptionEngine(): FakeTranscriptionEngine {
  const { call, ...fake } = scriptedFake<TranscriptionRequest, string>(
    ({ format }) => `A transcript of ${format} audio.`,
  );
  let reason: string | undefined;
  return {
    name: 'openai',
    get unavailable() {
      return reason;
    },
    ...fake,
    transcribe: call,
    setUnavailable: (next) => {
      reason = next;
    },
  };
}
