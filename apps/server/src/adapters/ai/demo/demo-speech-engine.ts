import { Worker } from 'node:worker_threads';
import { AiEngineError, aiEngineMessages } from '../ai-engine-error.ts';
import type { Voice } from '@penwise/contract';
import type { Speech, SpeechEngine } from '../speech-engine.ts';
import type { SpeechAnswer, SpeechJob } from './speech-worker.ts';

/** Six clearly different eSpeak voices: different variants, pitches and speeds. */
export const espeakVoices: Record<Voice, SpeechJob['espeak']> = {
  alloy: { voice: 'en-us+f3', pitch: 55, speed: 165 },
  echo: { voice: 'en-us+m3', pitch: 40, speed: 160 },
  fable: { voice: 'en+m7', pitch: 60, speed: 150 },
  onyx: { voice: 'en-us+m1', pitch: 20, speed: 150 },
  nova: { voice: 'en-us+f4', pitch: 75, speed: 175 },
  shimmer: { voice: 'en+f2', pitch: 90, speed: 170 },
};

export interface DemoSpeechOptions {
  /** A worker is replaced by a fresh one after this many jobs. */
  recycleAfterJobs?: number;
  /** …or as soon as its own heap and external memory exceed this after a job. */
  recycleAboveBytes?: number;
  /** Called with each worker started (tests use it to kill one mid-job). */
  onWorkerStart?: (worker: Worker) => void;
}

/** What the engine has done so far (benchmarks and tests print it). */
export interface DemoSpeechStats {
  workersStarted: number;
  workersRecycled: number;
  workersCrashed: number;
  jobsRetried: number;
}

// A job costs ~130 MB at its peak for 4,096 characters and leaves nothing behind (see speech-worker.ts),
// so these only bound what eSpeak or LAME might keep in a long-lived worker that we have not seen.
// Measured: replacing a worker costs the process ~150-200 MB of RSS that a terminated worker does not
// hand back at once, so recycling is kept for a worker that really grows, not done every few jobs.
const defaults = { recycleAfterJobs: 1000, recycleAboveBytes: 512 * 1024 * 1024 };
// A worker that runs away dies on its own (and its job is retried) instead of growing the server.
// (256 MB crashed the whole process with a segmentation fault after ~90 long jobs: keep it roomy.)
const workerHeapLimitMb = 1024;
// A first try, then one more on a fresh worker when the worker died mid-job.
const maxAttempts = 2;

interface Job {
  message: SpeechJob;
  attempts: number;
  resolve: (speech: Speech) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  done: number;
  retiring: boolean;
  /** Terminated by us or already dead: its exit is not news. */
  gone: boolean;
}

const unavailable = () => new AiEngineError('unavailable', aiEngineMessages.unavailable);

/**
 * Offline speech: eSpeak compiled to WebAssembly in a worker thread, encoded to MP3. The worker is
 * recycled after `recycleAfterJobs` jobs or above `recycleAboveBytes`: new jobs go to a fresh worker
 * while the old one finishes what it holds. A worker that dies mid-job has its jobs retried once on a
 * fresh worker before they fail.
 */
export function demoSpeechEngine(
  options: DemoSpeechOptions = {},
): SpeechEngine & { close(): Promise<void>; stats(): DemoSpeechStats } {
  const recycleAfterJobs = options.recycleAfterJobs ?? defaults.recycleAfterJobs;
  const recycleAboveBytes = options.recycleAboveBytes ?? defaults.recycleAboveBytes;
  const stats: DemoSpeechStats = { workersStarted: 0, workersRecycled: 0, workersCrashed: 0, jobsRetried: 0 };
  const slots = new Set<Slot>();
  let current: Slot | undefined;
  let nextId = 0;
  let closed = false;

  function stop(slot: Slot) {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    if (current === slot) current = undefined;
    void slot.worker.terminate();
  }

  // Busy workers keep the process alive until they answer; idle ones must not.
  function settleIdle(slot: Slot) {
    if (slot.jobs.size > 0) return;
    if (slot.retiring) stop(slot);
    else slot.worker.unref();
  }

  function retire(slot: Slot) {
    if (slot.retiring) return;
    slot.retiring = true;
    stats.workersRecycled += 1;
    if (current === slot) current = undefined;
    settleIdle(slot);
  }

  function answered(slot: Slot, answer: SpeechAnswer) {
    const job = slot.jobs.get(answer.id);
    slot.jobs.delete(answer.id);
    slot.done += 1;
    if (job) {
      if ('error' in answer) job.reject(unavailable());
      else job.resolve({ mp3: answer.mp3, durationSeconds: answer.durationSeconds });
    }
    if (slot.done >= recycleAfterJobs || answer.memoryBytes > recycleAboveBytes) retire(slot);
    settleIdle(slot);
  }

  function died(slot: Slot) {
    if (slot.gone) return;
    slot.gone = true;
    stats.workersCrashed += 1;
    slots.delete(slot);
    if (current === slot) current = undefined;
    for (const job of slot.jobs.values()) {
      if (closed || job.attempts >= maxAttempts) job.reject(unavailable());
      else {
        stats.jobsRetried += 1;
        post(job);
      }
    }
    slot.jobs.clear();
  }

  function start(): Slot {
    const worker = new Worker(new URL('./speech-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: workerHeapLimitMb },
    });
    const slot: Slot = { worker, jobs: new Map(), done: 0, retiring: false, gone: false };
    stats.workersStarted += 1;
    slots.add(slot);
    worker.on('message', (answer: SpeechAnswer) => answered(slot, answer));
    // 'error' (an exception, out of memory) is followed by 'exit'; a bare exit (eSpeak calls
    // process.exit on a fatal error) comes alone. Either way the jobs it held are retried.
    worker.on('error', () => died(slot));
    worker.on('exit', () => died(slot));
    options.onWorkerStart?.(worker);
    return slot;
  }

  function post(job: Job) {
    current ??= start();
    job.attempts += 1;
    current.jobs.set(job.message.id, job);
    current.worker.ref();
    current.worker.postMessage(job.message);
  }

  return {
    name: 'demo',
    synthesize({ text, voice }) {
      if (closed) return Promise.reject(unavailable());
      nextId += 1;
      const message: SpeechJob = { id: nextId, text, espeak: espeakVoices[voice] };
      return new Promise((resolve, reject) => post({ message, attempts: 0, resolve, reject }));
    },
    stats: () => ({ ...stats }),
    async close() {
      closed = true;
      const all = [...slots];
      for (const slot of all) {
        for (const job of slot.jobs.values()) job.reject(unavailable());
        slot.jobs.clear();
        slot.gone = true;
        slots.delete(slot);
      }
      current = undefined;
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
