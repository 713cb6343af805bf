import { and, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations, serverInstances } from '../../db/schema/index.ts';

// Every column but the stored history item, which only show-history reads.
const { itemJson, ...recordColumns } = getTableColumns(generations);
export type GenerationRecord = Omit<typeof generations.$inferSelect, 'itemJson'>;
export type NewGenerationRecord = Pick<
  typeof generations.$inferInsert,
  'userId' | 'type' | 'input' | 'engine' | 'meta' | 'reservationId' | 'instanceId' | 'mediaId'
>;
export type GenerationEnd = Pick<
  typeof generations.$inferInsert,
  'status' | 'result' | 'creditsCharged' | 'tokens' | 'error' | 'mediaId' | 'meta' | 'eventSeq'
>;

const unfinished = inArray(generations.status, ['queued', 'running']);

/** Generations from the hold to the end, and the servers that run them. */
export function generationsRepository(db: Db) {
  // Saved every second of every running generation: built and planned once.
  const saveProgressStatement = db
    .update(generations)
    .set({ result: sql`${sql.placeholder('result')}`, eventSeq: sql`${sql.placeholder('eventSeq')}` })
    .where(and(eq(generations.id, sql.placeholder('id')), unfinished))
    .returning({ stop: generations.stopRequested })
    .prepare('generations_save_progress');

  return {
    /** A generation this server runs at once (it had a free worker); written in the caller's transaction with its hold. */
    async insertRunning(
      tx: Db,
      row: NewGenerationRecord & { instanceId: string },
    ): Promise<GenerationRecord> {
      const [inserted] = await tx
        .insert(generations)
        .values({ ...row, status: 'running', result: null, creditsCharged: 0 })
        .returning(recordColumns);
      if (!inserted) throw new Error('generation insert returned nothing');
      return inserted;
    },

    /** A queued generation's row, waiting for a worker; written in the caller's transaction with its hold. */
    async insertQueued(tx: Db, row: NewGenerationRecord): Promise<GenerationRecord> {
      const [inserted] = await tx
        .insert(generations)
        .values({ ...row, status: 'queued', result: null, creditsCharged: 0, instanceId: null })
        .returning(recordColumns);
      if (!inserted) throw new Error('generation insert returned nothing');
      return inserted;
    },

    /** A worker takes a queued generation: it runs on `instanceId` from now on. Undefined when it is no longer queued. */
    async claim(id: string, instanceId: string): Promise<GenerationRecord | undefined> {
      const [row] = await db
        .update(generations)
        .set({ status: 'running', instanceId })
        .where(and(eq(generations.id, id), eq(generations.status, 'queued')))
        .returning(recordColumns);
      return row;
    },

    /** Saves the text so far; answers whether its owner asked to stop (perhaps on another server). */
    async saveProgress(id: string, progress: { result: string; eventSeq: number }): Promise<boolean> {
      const [row] = await saveProgressStatement.execute({ id, ...progress });
      return row?.stop ?? false;
    },

    /** Ends a generation that has not ended yet, in the caller's transaction; false when it had. */
    async end(tx: Db, id: string, end: GenerationEnd): Promise<boolean> {
      const rows = await tx
        .update(generations)
        .set(end)
        .where(and(eq(generations.id, id), unfinished))
        .returning({ id: generations.id });
      return rows.length > 0;
    },

    async setMedia(id: string, mediaId: string): Promise<void> {
      await db.update(generations).set({ mediaId }).where(eq(generations.id, id));
    },

    async findOwned(userId: string, id: string): Promise<GenerationRecord | undefined> {
      const [row] = await db
        .select(recordColumns)
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.userId, userId)));
      return row;
    },

    /** Marks the owner's unfinished generation to stop; false when it is not theirs or has ended. */
    async requestStop(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(generations)
        .set({ stopRequested: true })
        .where(and(eq(generations.id, id), eq(generations.userId, userId), unfinished))
        .returning({ id: generations.id });
      return rows.length > 0;
    },

    /** Locks a generation still waiting in the queue (to end it before any worker takes it). */
    async lockQueued(tx: Db, id: string): Promise<GenerationRecord | undefined> {
      const [row] = await tx
        .select(recordColumns)
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.status, 'queued')))
        .for('update', { skipLocked: true });
      return row;
    },

    /** Generations no worker took within `minutes` (every server HTTP only, or all of them full). */
    async staleQueued(minutes: number): Promise<string[]> {
      const rows = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.status, 'queued'),
            lt(generations.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** Locks one unfinished generation for its recovery; undefined when another server took it or it ended. */
    async lockUnfinished(tx: Db, id: string): Promise<GenerationRecord | undefined> {
      const [row] = await tx
        .select(recordColumns)
        .from(generations)
        .where(and(eq(generations.id, id), unfinished))
        .for('update', { skipLocked: true });
      return row;
    },

    /** Running generations whose server has not beaten for `silentSeconds` (or never did); queued ones wait for any server. */
    async orphaned(silentSeconds: number): Promise<string[]> {
      const silentSince = sql`now() - make_interval(secs => ${silentSeconds})`;
      const rows = await db
        .select({ id: generations.id })
        .from(generations)
        .leftJoin(serverInstances, eq(serverInstances.id, generations.instanceId))
        .where(
          and(
            eq(generations.status, 'running'),
            or(isNull(serverInstances.id), lt(serverInstances.heartbeatAt, silentSince)),
          ),
        )
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** This server's running generations started over `minutes` ago: the caller knows which still run. */
    async unfinishedOf(instanceId: string, minutes: number): Promise<string[]> {
      const rows = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.status, 'running'),
            eq(generations.instanceId, instanceId),
            lt(generations.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** This server is alive. */
    async beat(instanceId: string): Promise<void> {
      await db
        .insert(serverInstances)
        .values({ id: instanceId })
        .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()` } });
    },

    /** Every other server: after a start on the embedded database none of them can still be running. */
    async othersThan(instanceId: string): Promise<string[]> {
      const rows = await db
        .select({ id: serverInstances.id })
        .from(serverInstances)
        .where(sql`${serverInstances.id} <> ${instanceId}`);
      return rows.map((row) => row.id);
    },

    async forgetInstance(instanceId: string): Promise<void> {
      await db.delete(serverInstances).where(eq(serverInstances.id, instanceId));
    },
  };
}

export type GenerationsRepository = ReturnType<typeof generationsRepository>;
