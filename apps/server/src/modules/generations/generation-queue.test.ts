import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, GenerationAnswer, generationMessages, respondAsync } from '@penwise/contract';
import { generations } from '../../db/schema/index.ts';
import { payingBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createGenerationRecovery, queuedForMinutes } from './generation-recovery.ts';
import { generationsRepository } from './generations.repository.ts';

const prefer = { [respondAsync.header]: respondAsync.value };

describe.each(engines)('the generation job queue (%s)', (engine) => {
  const testApp = useTestApp(engine);

  async function jobsInQueue(): Promise<number> {
    const { rows } = await testApp().database.sql.executeSql(
      `select count(*)::int as count from pgboss.job where name = 'generation'`,
    );
    return (rows[0] as { count: number }).count;
  }

  it('queues the job in the transaction that holds the credits: a refused call leaves neither', async () => {
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
    expect(await jobsInQueue()).toBe(before);
    const rows = await testApp()
      .database.db.select()
      .from(generations)
      .where(eq(generations.userId, poor.id));
    expect(rows).toEqual([]);

    const rich = await payingBuyer(testApp(), 10_000);
    const started = await app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: { ...rich.headers, ...prefer },
      payload: { prompt: 'A kettle', size: '256x256' },
    });
    expect(started.statusCode).toBe(202);
    expect(await jobsInQueue()).toBe(before + 1);
  });

  it('ends a generation no worker took in time, refunded, with a message saying so', async () => {
    const { database } = testApp();
    const { db } = database;
    const buyer = await payingBuyer(testApp(), 5_000);
    const repo = generationsRepository(db);
    // Queued as an HTTP-only server leaves it, long ago, with no worker anywhere to take it.
    const id = await db.transaction(async (tx) => {
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
        .set({ createdAt: sql`now() - make_interval(mins => ${queuedForMinutes + 1})` })
        .where(eq(generations.id, row.id));
      return row.id;
    });
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
});
