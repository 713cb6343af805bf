import type { FastifyBaseLogger } from 'fastify';
import { generationMessages, type ErrorAnswer } from '@penwise/contract';
import type { JobQueue, QueuedJob } from '../../adapters/jobs/job-queue.ts';
import { GenerationJob, type GenerationKind } from './generation-job.ts';
import type { PaidGenerations, Started } from './paid-generations.service.ts';

/** Runs one claimed generation of a modality to its end (it ends the generation itself, however it goes). */
export type GenerationRunner = (started: Started, payload: unknown) => Promise<void>;

/**
 * This server's workers: take queued generations from the job queue while fewer than `capacity` run
 * here, claim each and hand it to its modality's runner. Woken at once when this server queues one;
 * otherwise it looks every `pollMs` (generations queued by HTTP-only servers, or left from a restart).
 */
export function createGenerationWorker(deps: {
  queue: Pick<JobQueue, 'fetch' | 'complete'>;
  generations: Pick<PaidGenerations, 'claim' | 'end'>;
  capacity: number;
  pollMs: number;
  log: FastifyBaseLogger;
}) {
  const { queue, generations, capacity, log } = deps;
  const runners = new Map<GenerationKind, GenerationRunner>();
  let active = 0;
  let pumping = false;
  let stopped = false;

  async function runClaimed(job: GenerationJob, jobId: string): Promise<void> {
    // Claiming the row decides who runs it; the job then leaves the queue, off the first token's path.
    const claimed = await generations.claim(job);
    queue.complete(jobId).catch((error: unknown) => {
      log.warn({ err: error, job: jobId }, 'completing a generation job failed');
    });
    if (!claimed) return;
    const runner = runners.get(job.kind);
    if (!runner) {
      const error: ErrorAnswer = { error: generationMessages.failed, code: 'ai_unavailable' };
      await generations.end(
        claimed,
        { status: 'failed', result: null, cost: 0, error },
        { event: 'error', data: error },
      );
      return;
    }
    await runner(claimed, job.payload);
  }

  async function runFetched(job: QueuedJob): Promise<void> {
    const parsed = GenerationJob.safeParse(job.data);
    if (parsed.success) return runClaimed(parsed.data, job.id);
    log.error({ job: job.id, issues: parsed.error.issues }, 'a queued job is not a generation');
    await queue.complete(job.id);
  }

  function launch(id: string, work: () => Promise<void>) {
    active += 1;
    work()
      .catch((error: unknown) => log.error({ err: error, job: id }, 'running a queued generation failed'))
      .finally(() => {
        active -= 1;
        void pump();
      });
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
        if (free <= 0) break;
        const jobs = await queue.fetch(free);
        for (const job of jobs) launch(job.id, () => runFetched(job));
        // A full batch: more may be waiting.
        if (jobs.length === free) requests += 1;
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
      timer ??= setInterval(() => void pump(), deps.pollMs);
      timer.unref();
      void pump();
    },
    /** Looks for queued generations now. */
    wake: () => void pump(),
    /**
     * A generation this server just queued: run it here at once when a worker is free (no round trip
     * through the queue); otherwise it waits in the queue for the first free worker on any server.
     */
    offer: (job: GenerationJob, jobId: string) => {
      if (stopped || active >= capacity) return;
      launch(jobId, () => runClaimed(job, jobId));
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
