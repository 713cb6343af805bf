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

  async function runJob(job: QueuedJob): Promise<void> {
    const parsed = GenerationJob.safeParse(job.data);
    // The job leaves the queue once claimed: from here the generation's row and heartbeat carry it.
    const claimed = parsed.success ? await generations.claim(parsed.data) : undefined;
    await queue.complete(job.id);
    if (!parsed.success)
      log.error({ job: job.id, issues: parsed.error.issues }, 'a queued job is not a generation');
    if (!parsed.success || !claimed) return;
    const runner = runners.get(parsed.data.kind);
    if (!runner) {
      const error: ErrorAnswer = { error: generationMessages.failed, code: 'ai_unavailable' };
      await generations.end(
        claimed,
        { status: 'failed', result: null, cost: 0, error },
        { event: 'error', data: error },
      );
      return;
    }
    await runner(claimed, parsed.data.payload);
  }

  function launch(job: QueuedJob) {
    active += 1;
    runJob(job)
      .catch((error: unknown) => log.error({ err: error, job: job.id }, 'running a queued generation failed'))
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
        for (const job of jobs) launch(job);
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
