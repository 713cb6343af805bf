import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, QueuedJob } from '../../adapters/jobs/job-queue.ts';
import { GenerationJob, type GenerationKind } from './generation-job.ts';
import { generationFailedAnswer } from './generation-view.ts';
import type { PaidGenerations, Started } from './paid-generations.service.ts';

/** Runs one claimed generation of a modality to its end (it ends the generation itself, however it goes). */
export type GenerationRunner = (started: Started, payload: unknown) => Promise<void>;

/**
 * This server's workers: generations started here run at once while fewer than `capacity` run here;
 * the rest wait in the job queue, which the workers read when one frees up while jobs may wait, and every `pollMs`
 * (generations queued by HTTP-only servers, or left from a restart), claiming each for its runner.
 */
export function createGenerationWorker(deps: {
  queue: Pick<JobQueue, 'fetch' | 'complete'>;
  generations: Pick<PaidGenerations, 'claim' | 'end' | 'isRunningHere'>;
  capacity: number;
  pollMs: number;
  log: FastifyBaseLogger;
}) {
  const { queue, generations, capacity, log } = deps;
  const runners = new Map<GenerationKind, GenerationRunner>();
  let active = 0;
  let pumping = false;
  let stopped = false;

  async function runStarted(started: Started, job: GenerationJob): Promise<void> {
    const { id } = started.record;
    try {
      const runner = runners.get(job.kind);
      if (!runner) throw new Error(`no runner for ${job.kind} generations`);
      await runner(started, job.payload);
    } catch (failure) {
      // A runner that threw before ending it (a payload it cannot read): end it refunded, never leave its
      // hold behind. One whose own end failed is no longer registered: the recovery ends that one.
      if (!generations.isRunningHere(id)) throw failure;
      log.error({ err: failure, generation: id }, 'a generation failed before it could end');
      const error = generationFailedAnswer;
      await generations.end(
        started,
        { status: 'failed', result: null, cost: 0, error },
        { event: 'error', data: error },
      );
    }
  }

  async function runClaimed(job: GenerationJob, jobId: string): Promise<void> {
    // Claiming the row decides who runs it (another server may have fetched the same job after a stall).
    const claimed = await generations.claim(job);
    queue.complete(jobId).catch((error: unknown) => {
      log.warn({ err: error, job: jobId }, 'completing a generation job failed');
    });
    if (claimed) await runStarted(claimed, job);
  }

  async function runFetched(job: QueuedJob): Promise<void> {
    const parsed = GenerationJob.safeParse(job.data);
    if (parsed.success) return runClaimed(parsed.data, job.id);
    log.error({ job: job.id, issues: parsed.error.issues }, 'a queued job is not a generation');
    await queue.complete(job.id);
  }

  // Whether jobs may be waiting in the queue: a freed worker looks only then. A fetch costs a locking
  // query on the database; most generations start here at once and leave nothing queued behind them.
  let mayWait = true;
  // Counts wake-ups, so a fetch that answered fewer jobs than asked does not hide one queued meanwhile.
  let wakes = 0;

  function release() {
    active -= 1;
    if (mayWait) void pump();
  }

  function launch(id: string, work: () => Promise<void>) {
    work()
      .catch((error: unknown) => log.error({ err: error, generation: id }, 'running a generation failed'))
      .finally(release);
  }

  // Wake-ups while a fetch is under way are counted, not lost: the loop fetches again for them.
  let requests = 0;

  async function pump(): Promise<void> {
    requests += 1;
    if (pumping) return;
    pumping = true;
    try {
      while (requests > 0 && !stopped) {
        requests = 0;
        const free = capacity - active;
        if (free <= 0) {
          // Full: whatever another server queued meanwhile is fetched when a worker frees up.
          mayWait = true;
          break;
        }
        const wakesBefore = wakes;
        const jobs = await queue.fetch(free);
        for (const job of jobs) {
          active += 1;
          launch(job.id, () => runFetched(job));
        }
        // A full batch: more may be waiting. Fewer: the queue was empty, unless a job was queued since.
        if (jobs.length === free) requests += 1;
        else if (wakes === wakesBefore) mayWait = false;
      }
    } catch (error) {
      log.warn({ err: error }, 'taking generations from the queue failed');
    } finally {
      pumping = false;
    }
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    register(kind: GenerationKind, runner: GenerationRunner) {
      runners.set(kind, runner);
    },
    /** Starts looking for queued generations: now, then every `pollMs`. */
    start() {
      // The poll also finds what other servers queued, or what a restart left.
      timer ??= setInterval(() => {
        mayWait = true;
        void pump();
      }, deps.pollMs);
      timer.unref();
      void pump();
    },
    /** Looks for queued generations now (one was queued). */
    wake() {
      wakes += 1;
      mayWait = true;
      void pump();
    },
    /** Reserves a worker for a generation starting here; false when all are busy (it is queued instead). */
    tryReserve(): boolean {
      if (stopped || active >= capacity) return false;
      active += 1;
      return true;
    },
    /** Gives back a reserved worker whose generation did not start (402). */
    release,
    /** Runs a generation started here in the worker reserved for it. */
    run(started: Started, job: GenerationJob) {
      launch(started.record.id, () => runStarted(started, job));
    },
    /** How many generations run here now. */
    active: () => active,
    /** Takes no more generations; those running are stopped by the generations' own shutdown. */
    stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type GenerationWorker = ReturnType<typeof createGenerationWorker>;
