import { afterEach, describe, expect, it } from 'vitest';
import { AiEngineError } from '../ai-engine-error.ts';
import { demoSpeechEngine, type SpeechWorker } from './demo-speech-engine.ts';
import { workersRss } from './worker-rss.ts';

const sentence = 'The quick brown fox jumps over the lazy dog, then rests in the sun for a while. ';
/** The longest voiceover a user can ask for: 4,096 characters, about four minutes of speech. */
const longText = sentence.repeat(Math.ceil(4096 / sentence.length)).slice(0, 4096);
const mib = 1024 * 1024;

describe('demo speech engine: memory and worker recycling', () => {
  const engines: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.close()));
  });
  function engineWith(options: Parameters<typeof demoSpeechEngine>[0]) {
    const workers: SpeechWorker[] = [];
    const engine = demoSpeechEngine({ ...options, onWorkerStart: (worker) => workers.push(worker) });
    engines.push(engine);
    return { engine, workers };
  }
  /** The latest worker, once it has had time to load eSpeak and start on its job. */
  const busy = async (workers: SpeechWorker[]) => {
    while (workers.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return workers.at(-1) as SpeechWorker;
  };

  // 20 voiceovers of 1,024 characters keep CI quick (~2 s of CPU each); the 4,096-character target
  // over 200 voiceovers is the benchmark's (npm run bench:speech). Before the listener fix each kept
  // ~40 MB (464 MB over 20); with worker threads the growth then measured 125-137 MB. Counting the
  // worker processes' RSS too, it now measures ~10-40 MB. The bound keeps room for a loaded CI
  // machine: this test guards against the leak coming back, the benchmark measures the target.
  it(
    'keeps RSS growth bounded over 20 voiceovers, across recycles (the leak grew 464 MB)',
    async () => {
      const { engine } = engineWith({ recycleAfterJobs: 5 });
      const text = longText.slice(0, 1024);
      const rss = () => process.memoryUsage().rss + workersRss(engine.workerPids());
      const first = await engine.synthesize({ text, voice: 'alloy' });
      expect(first.durationSeconds).toBeGreaterThan(50);
      const afterFirst = rss();
      let peak = afterFirst;
      for (let i = 1; i < 20; i += 1) {
        const speech = await engine.synthesize({ text, voice: i % 2 ? 'nova' : 'onyx' });
        expect(speech.durationSeconds).toBeGreaterThan(50);
        peak = Math.max(peak, rss());
      }
      const growth = (peak - afterFirst) / mib;
      console.log(
        `RSS after the first ${String(Math.round(afterFirst / mib))} MB, peak growth ${growth.toFixed(0)} MB`,
      );
      expect(growth).toBeLessThan(250);
      expect(engine.stats()).toMatchObject({ workersStarted: 4, workersRecycled: 4, workersCrashed: 0 });
    },
    10 * 60_000,
  );

  // Replacing a worker thread left ~20-40 MB of the server's RSS behind each time (its heap and
  // malloc arenas stayed in the server's process), which added up to the crash. A worker process
  // hands everything back when it exits.
  it(
    'gives the memory of a replaced worker back: the server does not grow over 10 replacements',
    async () => {
      const { engine } = engineWith({ recycleAfterJobs: 1 });
      const text = longText.slice(0, 1024);
      await engine.synthesize({ text, voice: 'echo' });
      const afterFirst = process.memoryUsage().rss;
      let peak = afterFirst;
      for (let i = 0; i < 10; i += 1) {
        await engine.synthesize({ text, voice: 'fable' });
        // The server's own RSS: a replaced worker that is still exiting is its own process, and the
        // test above and the benchmark count the live workers.
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const growth = (peak - afterFirst) / mib;
      console.log(`server RSS growth over 10 replaced workers: ${growth.toFixed(0)} MB`);
      expect(growth).toBeLessThan(60);
      expect(engine.stats()).toMatchObject({ workersStarted: 11, workersRecycled: 11, workersCrashed: 0 });
    },
    5 * 60_000,
  );

  it('replaces a worker that has been idle, so an idle server holds no eSpeak', async () => {
    const { engine } = engineWith({ recycleWhenIdleMs: 100 });
    await engine.synthesize({ text: 'Short.', voice: 'nova' });
    expect(engine.workerPids()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(engine.workerPids()).toHaveLength(0);
    const next = await engine.synthesize({ text: 'Back again.', voice: 'nova' });
    expect(next.durationSeconds).toBeGreaterThan(0.5);
    expect(engine.stats()).toMatchObject({ workersStarted: 2, workersRecycled: 1, workersCrashed: 0 });
  });

  it('recycles without dropping the jobs in flight: every one of them is answered', async () => {
    const { engine } = engineWith({ recycleAfterJobs: 2 });
    const speeches = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        engine.synthesize({ text: `Job number ${String(i)}.`, voice: 'echo' }),
      ),
    );
    expect(speeches.every((speech) => speech.durationSeconds > 0.5)).toBe(true);
    // All seven went to the first worker; the next job starts a fresh one.
    await engine.synthesize({ text: 'And one more.', voice: 'echo' });
    expect(engine.stats()).toMatchObject({ workersStarted: 2, workersRecycled: 1 });
  });

  it('recycles a worker whose memory passes the mark', async () => {
    const { engine } = engineWith({ recycleAboveBytes: 1 });
    await engine.synthesize({ text: 'Short.', voice: 'fable' });
    await engine.synthesize({ text: 'Again.', voice: 'fable' });
    expect(engine.stats()).toMatchObject({ workersStarted: 2, workersRecycled: 2 });
  });

  it('retries a job on a fresh worker when its worker dies mid-job', async () => {
    const { engine, workers } = engineWith({});
    const job = engine.synthesize({ text: longText.slice(0, 1500), voice: 'shimmer' });
    await (await busy(workers)).terminate();
    expect((await job).durationSeconds).toBeGreaterThan(60);
    expect(engine.stats()).toMatchObject({ workersStarted: 2, workersCrashed: 1, jobsRetried: 1 });
  });

  it('does not fail the next job after its idle worker was killed', async () => {
    const { engine, workers } = engineWith({});
    await engine.synthesize({ text: 'Before.', voice: 'alloy' });
    await workers[0]?.terminate();
    const next = await engine.synthesize({ text: 'After the crash.', voice: 'alloy' });
    expect(next.durationSeconds).toBeGreaterThan(0.5);
  });

  it('fails the job with a clear engine error when the fresh worker dies too', async () => {
    const { engine, workers } = engineWith({});
    const job = engine.synthesize({ text: longText.slice(0, 1500), voice: 'onyx' });
    const failure = job.catch((error: unknown) => error);
    await (await busy(workers)).terminate();
    while (workers.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await (await busy(workers)).terminate();
    const error = await failure;
    expect(error).toBeInstanceOf(AiEngineError);
    expect(error).toMatchObject({ kind: 'unavailable' });
  });
});
