import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** A running speech worker (a child process), as tests see it. */
export interface SpeechWorker {
  pid: number | undefined;
  /** Kills it at once, as a crash would; resolves once it has exited. */
  terminate(): Promise<void>;
}

export interface DemoSpeechOptions {
  /** A worker is replaced by a fresh one after this many jobs. */
  recycleAfterJobs?: number;
  /** …or as soon as its resident memory (RSS) exceeds this after a job. */
  recycleAboveBytes?: number;
  /** …or once it has had nothing to do for this long, so an idle server holds no eSpeak at all. */
  recycleWhenIdleMs?: number;
  /** Called with each worker started (tests use it to kill one mid-job). */
  onWorkerStart?: (worker: SpeechWorker) => void;
}

/** What the engine has done so far (benchmarks and tests print it). */
export interface DemoSpeechStats {
  workersStarted: number;
  workersRecycled: number;
  workersCrashed: number;
  jobsRetried: number;
}

// A worker is a process of its own, so all its memory goes back to the system when it exits. Measured
// (npm run bench:speech): a fresh one holds ~130 MB, ~380 MB after its first 4,096-character job
// (the heap V8 keeps for the next job), then creeps up (~500 MB after 10 such jobs, ~610 MB after
// 120). The mark replaces it before the creep passes ~100 MB, so the server and its worker together
// stay within 150 MB of their level after the first voiceover; the idle timeout hands the memory
// back between uses.
const defaults = {
  recycleAfterJobs: 100,
  recycleAboveBytes: 480 * 1024 * 1024,
  recycleWhenIdleMs: 60_000,
};
// A worker that runs away dies on its own (and its job is retried) instead of growing the server.
const workerHeapLimitMb = 1024;
const workerFile = fileURLToPath(new URL('./speech-worker.ts', import.meta.url));
// A first try, then one more on a fresh worker when the worker died mid-job.
const maxAttempts = 2;

interface Job {
  message: SpeechJob;
  attempts: number;
  resolve: (speech: Speech) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: ChildProcess;
  jobs: Map<number, Job>;
  done: number;
  retiring: boolean;
  /** Terminated by us or already dead: its exit is not news. */
  gone: boolean;
  idleTimer?: NodeJS.Timeout;
}

/** Whether a worker keeps the server's event loop alive (its IPC channel too). */
function hold(worker: ChildProcess, busy: boolean) {
  if (busy) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

function handle(worker: ChildProcess): SpeechWorker {
  return {
    pid: worker.pid,
    terminate: () =>
      new Promise((resolve) => {
        if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
        worker.once('exit', () => resolve());
        worker.ref(); // an idle worker is unref'd: keep the process up until it has gone
        worker.kill('SIGKILL');
      }),
  };
}

const unavailable = () => new AiEngineError('unavailable', aiEngineMessages.unavailable);

/**
 * Offline speech: eSpeak compiled to WebAssembly in a child process, encoded to MP3. The worker is
 * recycled after `recycleAfterJobs` jobs or above `recycleAboveBytes`: new jobs go to a fresh worker
 * while the old one finishes what it holds. A worker that dies mid-job has its jobs retried once on a
 * fresh worker before they fail.
 */
export function demoSpeechEngine(
  options: DemoSpeechOptions = {},
): SpeechEngine & { close(): Promise<void>; stats(): DemoSpeechStats; workerPids(): number[] } {
  const recycleAfterJobs = options.recycleAfterJobs ?? defaults.recycleAfterJobs;
  const recycleAboveBytes = options.recycleAboveBytes ?? defaults.recycleAboveBytes;
  const recycleWhenIdleMs = options.recycleWhenIdleMs ?? defaults.recycleWhenIdleMs;
  const stats: DemoSpeechStats = { workersStarted: 0, workersRecycled: 0, workersCrashed: 0, jobsRetried: 0 };
  const slots = new Set<Slot>();
  // Every worker until it has really exited, killed or not: what the benchmark counts.
  const alive = new Set<ChildProcess>();
  let current: Slot | undefined;
  let nextId = 0;
  let closed = false;

  function stop(slot: Slot) {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    if (current === slot) current = undefined;
    slot.worker.kill('SIGKILL');
  }

  // Busy workers keep the process alive until they answer; idle ones must not.
  function settleIdle(slot: Slot) {
    if (slot.jobs.size > 0) return;
    if (slot.retiring) return stop(slot);
    hold(slot.worker, false);
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => retire(slot), recycleWhenIdleMs).unref();
  }

  function retire(slot: Slot) {
    if (slot.retiring || slot.gone) return;
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
    const worker = fork(workerFile, {
      // The server's own flags (how it loads TypeScript), minus a debugger port the child would clash on.
      execArgv: [
        ...process.execArgv.filter((flag) => !flag.startsWith('--inspect')),
        `--max-old-space-size=${String(workerHeapLimitMb)}`,
        '--expose-gc',
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { worker, jobs: new Map(), done: 0, retiring: false, gone: false };
    stats.workersStarted += 1;
    slots.add(slot);
    worker.on('message', (answer: SpeechAnswer) => answered(slot, answer));
    // Whatever ends it (out of memory, eSpeak's process.exit on a fatal error, a kill, a failed
    // start), the jobs it held are retried. 'error' may come without 'exit' when it could not start.
    worker.on('error', () => {
      died(slot);
      worker.kill('SIGKILL');
    });
    alive.add(worker);
    worker.on('exit', () => {
      alive.delete(worker);
      died(slot);
    });
    options.onWorkerStart?.(handle(worker));
    return slot;
  }

  function post(job: Job) {
    current ??= start();
    job.attempts += 1;
    current.jobs.set(job.message.id, job);
    clearTimeout(current.idleTimer);
    hold(current.worker, true);
    current.worker.send(job.message);
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
        clearTimeout(slot.idleTimer);
        slot.gone = true;
        slots.delete(slot);
      }
      current = undefined;
      await Promise.all(all.map((slot) => handle(slot.worker).terminate()));
    },
    workerPids: () => [...alive].map((worker) => worker.pid).filter((pid) => pid !== undefined),
  };
}
