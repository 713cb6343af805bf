import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { generations, serverInstances } from '../../db/schema/index.ts';
import { payingBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createGenerationRecovery } from './generation-recovery.ts';
import { generationsRepository } from './generations.repository.ts';

type Repo = ReturnType<typeof generationsRepository>;

/** A generation already claimed by `instanceId`, as a worker leaves it. */
async function insertRunningWith(repo: Repo, tx: Db, row: Parameters<Repo['insertQueued']>[1]) {
  const queued = await repo.insertQueued(tx, row);
  await tx
    .update(generations)
    .set({ status: 'running', instanceId: row.instanceId })
    .where(eq(generations.id, queued.id));
  return queued;
}

describe.each(engines)('the recovery of generations whose server is gone (%s)', (engine) => {
  const testApp = useTestApp(engine);

  it('ends those of a silent server and those this one lost, never those of a live server', async () => {
    const t = testApp();
    const { db } = t.database;
    const repo = generationsRepository(db);
    const buyer = await payingBuyer(t, 10_000);
    const [alive, silent, me] = [randomUUID(), randomUUID(), randomUUID()];
    await repo.beat(alive);
    await repo.beat(silent);
    await repo.beat(me);
    await db
      .update(serverInstances)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(eq(serverInstances.id, silent));

    /** A running text generation on `instanceId` holding 500 credits, with `written` saved. */
    async function running(instanceId: string, written: string, startedMinutesAgo = 0) {
      return db.transaction(async (tx) => {
        const hold = await createCreditsService(tx).reserve(buyer.id, 500, `test:${randomUUID()}`);
        const row = await insertRunningWith(repo, tx, {
          userId: buyer.id,
          type: 'GenText',
          engine: 'demo',
          input: 'brief',
          reservationId: hold.id,
          instanceId,
        });
        await tx
          .update(generations)
          .set({ result: written, createdAt: sql`now() - make_interval(mins => ${startedMinutesAgo})` })
          .where(eq(generations.id, row.id));
        return row.id;
      });
    }
    const onLive = await running(alive, 'Still writing');
    const onSilent = await running(silent, 'Half an answer');
    const lostHere = await running(me, '', 5);
    const runningHere = await running(me, 'Being written here', 5);

    const recovery = createGenerationRecovery({
      db,
      repo,
      media: { remove: () => Promise.resolve(true) },
      log: t.app.log,
      silentAfterSeconds: 20,
      instanceId: me,
      isRunningHere: (id) => id === runningHere,
    });
    expect(await recovery.sweep()).toBe(2);
    // A second sweep (another server at the same moment) finds nothing left to end.
    expect(await recovery.sweep()).toBe(0);

    const status = async (id: string) => (await repo.findOwned(buyer.id, id))?.status;
    expect(await status(onLive)).toBe('running');
    expect(await status(runningHere)).toBe('running');
    expect(await repo.findOwned(buyer.id, onSilent)).toMatchObject({
      status: 'failed',
      result: 'Half an answer',
    });
    expect((await repo.findOwned(buyer.id, onSilent))?.creditsCharged).toBeGreaterThan(0);
    expect(await repo.findOwned(buyer.id, lostHere)).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(await createCreditsService(db).ledgerMismatches()).toEqual([]);
  });

  it('leaves the hold of a running generation to it, however old (the 30-minute backstop takes only orphans)', async () => {
    const t = testApp();
    const { db } = t.database;
    const buyer = await payingBuyer(t, 10_000);
    const credits = createCreditsService(db);
    const repo = generationsRepository(db);
    const instanceId = randomUUID();
    await repo.beat(instanceId);
    const hold = await db.transaction(async (tx) => {
      const held = await createCreditsService(tx).reserve(buyer.id, 700, `test:${randomUUID()}`);
      const row = {
        userId: buyer.id,
        type: 'TTS' as const,
        engine: 'demo',
        input: 'Hi',
        reservationId: held.id,
        instanceId,
      };
      await insertRunningWith(repo, tx, row);
      return held;
    });
    const orphan = await credits.reserve(buyer.id, 300, `test:${randomUUID()}`);
    await credits.refundAbandoned(new Date(Date.now() + 60 * 60_000));
    expect(await credits.findReservation(hold.id)).toMatchObject({ status: 'held' });
    expect(await credits.findReservation(orphan.id)).toMatchObject({ status: 'refunded' });
  });
});
