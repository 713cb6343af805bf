import { Worker } from 'node:worker_threads';
import { AiEngineError, aiEngineMessages } from '../../ai-engine-error.ts';
import type { Voice } from '@penwise/contract';
import type { Speech, SpeechEngine } from '../../speech-engine.ts';
import type { SpeechJob } from './speech-worker.ts';

/** Six clearly different eSpeak voices: different variants, pitches and speeds. */
export const espeakVoices: Record<Voice, SpeechJob['espeak']> = {
  alloy: { voice: 'en-us+f3', pitch: 55, speed: 165 },
  echo: { voice: 'en-us+m3', pitch: 40, speed: 160 },
  fable: { voice: 'en+m7', pitch: 60, speed: 150 },
  onyx: { voice: 'en-us+m1', pitch: 20, speed: 150 },
  nova: { voice: 'en-us+f4', pitch: 75, speed: 175 },
  shimmer: { voice: 'en+f2', pitch: 90, speed: 170 },
};

type Answer = { id: number; mp3: Uint8Array; durationSeconds: number } | { id: number; error: string };

/** Offline speech: eSpeak compiled to WebAssembly in a worker thread, encoded to MP3. */
export function demoSpeechEngine(options: { onWorkerStart?: (w: Worker) => void; recycleAfterJobs?: number; recycleAboveBytes?: number } = {}): SpeechEngine & { close(): Promise<void>; stats(): object } {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (speech: Speech) => void; reject: (error: Error) => void }>();

  function started(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./speech-worker.ts', import.meta.url));
    // An idle worker must not keep the process alive.
    worker.unref();
    options.onWorkerStart?.(worker);
    worker.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (!pending) return;
      if ('error' in answer) pending.reject(new AiEngineError('unavailable', aiEngineMessages.unavailable));
      else pending.resolve({ mp3: answer.mp3, durationSeconds: answer.durationSeconds });
    });
    worker.on('error', () => {
      for (const pending of waiting.values())
        pending.reject(new AiEngineError('unavailable', aiEngineMessages.unavailable));
      waiting.clear();
      worker = undefined;
    });
    return worker;
  }

  return {
    name: 'demo',
    synthesize({ text, voice }) {
      nextId += 1;
      const job: SpeechJob = { id: nextId, text, espeak: espeakVoices[voice] };
      return new Promise((resolve, reject) => {
        waiting.set(job.id, { resolve, reject });
        started().postMessage(job);
      });
    },
    stats: () => ({}),
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
