import { scriptedFake, type ScriptedFake } from './scripted-fake.ts';
import type { Transcript, TranscriptionEngine, TranscriptionRequest } from './transcription-engine.ts';

export type FakeTranscriptionEngine = TranscriptionEngine &
  ScriptedFake<TranscriptionRequest> & {
    setUnavailable(reason: string | undefined): void;
    /** The next call reports this many seconds of audio, as a provider that bills by duration does. */
    reportSecondsNext(seconds: number): void;
  };

/**
 * A transcription engine for tests: answers 'A transcript of <format> audio.' without a duration
 * (or with the scripted one), or a scripted failure.
 */
export function fakeTranscriptionEngine(): FakeTranscriptionEngine {
  let reported: number | undefined;
  const { call, ...fake } = scriptedFake<TranscriptionRequest, Transcript>(({ format }) => {
    const seconds = reported;
    reported = undefined;
    return { text: `A transcript of ${format} audio.`, seconds };
  });
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
    reportSecondsNext: (seconds) => {
      reported = seconds;
    },
  };
}
