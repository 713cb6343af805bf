import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiPaths,
  GenerationAnswer,
  generationMessages,
  GenerationStartedAnswer,
  imageCost,
  respondAsync,
  transcriptionCost,
} from '@penwise/contract';
import { multipartBody, toneWav } from '../../test/audio-fixtures.ts';
import { gatedTranscriptionEngine, until } from '../../test/gated-transcription-engine.ts';
import { generations } from '../../db/schema/index.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createGenerationRecovery, queuedForMinutes } from './generation-recovery.ts';
import { generationsRepository } from './generations.repository.ts';

const prefer = { [respondAsync.header]: respondAsync.value };

describe.each(engines)('the generation job queue (%s)', (engine) => {
  const gated = gatedTranscriptionEngine();
  // One worker: a held transcription keeps it busy, so the next generation has to wait in the queue.
  const testApp = useTestApp(engine, { WORKERS: '1' }, { transcriptionEngine: gated.engine });

  async function jobsInQueue(): Promise<number> {
    const { rows } = await testApp().database.sql.executeSql(
      `select count(*)::int as count from pgboss.job where name = 'generation'`,
    );
    return (rows[0] as { count: number }).count;
  }

  async function statusOf(buyer: Buyer, id: string) {
    const res = await testApp().app.inject({
      method: 'GET',
      url: apiPaths.ai.generation(id),
      headers: buyer.headers,
    });
    return GenerationAnswer.parse(res.json()).success;
  }

  /** An image generation waiting in the queue since `minutesAgo`, holding 2,000 of the buyer's credits. */
  async function queuedImage(buyer: Buyer, minutesAgo: number): Promise<string> {
    const { db } = testApp().database;
    const repo = generationsRepository(db);
    return db.transaction(async (tx) => {
      const hold = await createCreditsService(tx).reserve(buyer.id, 2_000, `test:${crypto.randomUUID()}`);
      const row = await repo.insertQueued(tx, {
        userId: buyer.id,
        type: 'TTImage',
        engine: 'demo',
        input: 'A kettle',
        reservationId: hold.id,
      });
      await tx
        .update(generations)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(generations.id, row.id));
      return row.id;
    });
  }

  it('runs at once on a free worker, else queues the job in the transaction that holds the credits', async () => {
    const { app } = testApp();
    const poor = await payingBuyer(testApp(), 10);
    const before = await jobsInQueue();
    const refused = await app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: { ...poor.headers, ...prefer },
      payload: { prompt: 'A kettle', size: '256x256' },
    });
    expect(refused.statusCode).toBe(402);
    const rows = await testApp()
      .database.db.select()
      .from(generations)
      .where(eq(generations.userId, poor.id));
    expect(rows).toEqual([]);

    const rich = await payingBuyer(testApp(), 100_000);
    const upload = await multipartBody({ file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' } });
    const held = await app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...upload.headers, ...rich.headers, ...prefer },
      payload: upload.payload,
    });
    const heldId = GenerationStartedAnswer.parse(held.json()).success.id;
    await until(() => gated.started() === 1);
    expect((await statusOf(rich, heldId)).status).toBe('running');
    // It ran here at once: nothing went through the queue.
    expect(await jobsInQueue()).toBe(before);

    const waiting = await app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: { ...rich.headers, ...prefer },
      payload: { prompt: 'A kettle', size: '256x256' },
    });
    const waitingId = GenerationStartedAnswer.parse(waiting.json()).success.id;
    expect(await statusOf(rich, waitingId)).toMatchObject({ status: 'queued', credits: 0 });
    expect(await jobsInQueue()).toBe(before + 1);
    expect(await rich.balance()).toBe(100_000 - transcriptionCost(2) - imageCost('256x256'));

    // The worker frees up and takes the queued one.
    gated.open();
    for (let i = 0; i < 250 && (await statusOf(rich, waitingId)).status !== 'succeeded'; i += 1)
      await sleep(20);
    expect(await statusOf(rich, waitingId)).toMatchObject({
      status: 'succeeded',
      credits: imageCost('256x256'),
    });
    expect((await statusOf(rich, heldId)).status).toBe('succeeded');
  });

  it('ends a generation no worker took in time, refunded, with a message saying so', async () => {
    const { database } = testApp();
    const { db } = database;
    const buyer = await payingBuyer(testApp(), 5_000);
    const repo = generationsRepository(db);
    // Queued as an HTTP-only server leaves it, long ago, with no worker anywhere to take it.
    const id = await queuedImage(buyer, queuedForMinutes + 1);
    expect(await buyer.balance()).toBe(3_000);

    const recovery = createGenerationRecovery({
      ...{ db, repo, media: { remove: async () => true }, log: testApp().app.log },
      ...{ silentAfterSeconds: 20, instanceId: crypto.randomUUID(), isRunningHere: () => false },
    });
    expect(await recovery.sweep()).toBe(1);
    const res = await testApp().app.inject({
      method: 'GET',
      url: apiPaths.ai.generation(id),
      headers: buyer.headers,
    });
    expect(GenerationAnswer.parse(res.json()).success).toMatchObject({
      status: 'failed',
      credits: 0,
      error: generationMessages.neverStarted,
    });
    expect(await buyer.balance()).toBe(5_000);
  });

  it('ends refunded a generation whose runner fails before it can end (a payload it cannot read)', async () => {
    const t = testApp();
    const buyer = await payingBuyer(t, 5_000);
    const { generations: paid } = t.services.generation;
    // Let the held transcription finish first: the one worker must be free to run this at once.
    gated.open();
    const { record } = await paid.start({
      userId: buyer.id,
      type: 'TTImage',
      engine: 'demo',
      input: 'A kettle',
      hold: async (credits) => ({
        reservation: await credits.reserve(buyer.id, 1_000, `test:${crypto.randomUUID()}`),
      }),
      kind: 'image',
      payload: { prompt: 42 },
    });
    let ended = await statusOf(buyer, record.id);
    for (let i = 0; i < 250 && ended.status === 'running'; i += 1) {
      await sleep(20);
      ended = await statusOf(buyer, record.id);
    }
    expect(ended).toMatchObject({ status: 'failed', credits: 0 });
    expect(await buyer.balance()).toBe(5_000);
  });

  it('never ends as stale a queued generation that a worker claimed after the sweep listed it', async () => {
    const { database, app } = testApp();
    const { db } = database;
    const buyer = await payingBuyer(testApp(), 5_000);
    const repo = generationsRepository(db);
    const me = crypto.randomUUID();
    await repo.beat(me);
    const id = await queuedImage(buyer, 0);
    // Listed while still queued, then claimed by a live worker before the sweep locks it.
    expect(await repo.claim(id, me)).toBeDefined();
    const recovery = createGenerationRecovery({
      ...{ db, repo: { ...repo, staleQueued: async () => [id] }, media: { remove: async () => true } },
      ...{ log: app.log, silentAfterSeconds: 20, instanceId: me, isRunningHere: () => true },
    });
    expect(await recovery.sweep()).toBe(0);
    expect((await statusOf(buyer, id)).status).toBe('running');
    expect(await buyer.balance()).toBe(3_000);
  });
});
