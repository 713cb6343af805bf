import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRepository } from '../../modules/admin/admin.repository.ts';
import { invoicesRepository } from '../../modules/billing/invoices.repository.ts';
import { documentsRepository } from '../../modules/documents/documents.repository.ts';
import { sessionPayerLookup } from '../../modules/generations/session-payer.repository.ts';
import { historyRepository } from '../../modules/history/history.repository.ts';
import { sessionHistoryLookup } from '../../modules/history/session-history.repository.ts';
import { createScratchDatabase, engines, type Engine } from '../../test/test-database.ts';
import { openPostgres, type Db } from '../client.ts';
import * as schema from './index.ts';
import { generations, users } from './index.ts';

// The per-user lists that grow with a user's data (bench/growth) must come out of an index already in
// order: a sort or a filter over the user's rows costs more with every row they add.

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
interface Statement {
  sql: string;
  params: unknown[];
}
interface Harness {
  db: Db;
  /** The statements the repositories sent since the last reset. */
  sent: Statement[];
  explain(statement: Statement): Promise<PlanNode>;
  /** The plan PostgreSQL keeps for a prepared statement whatever its values (what it runs once it stops planning each call). */
  genericPlan(statement: Statement): Promise<PlanNode>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '..', 'migrations');
// Only an index scan may remain: then a Sort left in the plan means no index gives the rows' order.
const otherPlans = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];
const onlyIndexes = otherPlans.map((name) => `set ${name} = off`);
const explainJson = (text: string) => `explain (format json) ${text}`;
type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode }] | string };
const planOf = (row: ExplainRow | undefined): PlanNode => {
  const plan = row?.['QUERY PLAN'];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return top.Plan;
};

async function harness(engine: Engine): Promise<Harness> {
  const sent: Statement[] = [];
  const logger: Logger = { logQuery: (text, params) => sent.push({ sql: text, params }) };
  if (engine === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema, logger });
    await migratePglite(db, { migrationsFolder });
    for (const setting of onlyIndexes) await client.exec(setting);
    return {
      db,
      sent,
      explain: async ({ sql: text, params }) =>
        planOf((await client.query<ExplainRow>(explainJson(text), params)).rows[0]),
      genericPlan: (statement) =>
        genericPlanWith(async (text) => (await client.query<ExplainRow>(text)).rows, statement),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'penwise_test_plans');
  await (await openPostgres(scratch.url, 1)).close();
  // One connection: the settings hold for every statement of the test.
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  for (const setting of onlyIndexes) await client.query(setting);
  return {
    db: drizzlePg({ client, schema, logger }),
    sent,
    explain: async ({ sql: text, params }) =>
      planOf((await client.query<ExplainRow>(explainJson(text), params)).rows[0]),
    genericPlan: (statement) =>
      genericPlanWith(async (text) => (await client.query<ExplainRow>(text)).rows, statement),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

// PREPARE … EXECUTE with the plan cache forced to its generic plan: the values do not shape the plan.
const literal = (value: unknown) =>
  `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;
const genericPlanSql = ({ sql: text, params }: Statement, name: string) => ({
  setUp: [`prepare ${name} as ${text}`, 'set plan_cache_mode = force_generic_plan'],
  explain: explainJson(`execute ${name}(${params.map(literal).join(', ')})`),
  tearDown: ['reset plan_cache_mode', `deallocate ${name}`],
});
let prepared = 0;

async function genericPlanWith(run: (text: string) => Promise<ExplainRow[]>, statement: Statement) {
  prepared += 1;
  const steps = genericPlanSql(statement, `generic_${String(prepared)}`);
  try {
    for (const text of steps.setUp) await run(text);
    return planOf((await run(steps.explain))[0]);
  } finally {
    // Also when the plan fails: the harness's later statements must not run generic plans.
    for (const text of steps.tearDown) await run(text).catch(() => undefined);
  }
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(engines)('indexes of the per-user lists (%s)', (engine) => {
  let h: Harness;
  let userId: string;

  beforeAll(async () => {
    h = await harness(engine);
    const [user] = await h.db
      .insert(users)
      .values({ email: 'plans@example.com', name: 'Plans', passwordHash: 'x', refCode: 'PLANS' })
      .returning({ id: users.id });
    userId = user?.id ?? '';
  });
  afterAll(() => h.close());

  /** The plan of the last statement `call` sends: no sort, and an index scan whose condition has `columns`. */
  async function expectServedByIndex(call: () => Promise<unknown>, columns: string[]) {
    h.sent.length = 0;
    await call();
    const statement = h.sent.at(-1);
    if (!statement) throw new Error('the repository sent no statement');
    const nodes = nodesOf(await h.explain(statement));
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    const scan = nodes.find((node) => node['Index Cond'] !== undefined);
    // Without one, the scan walks an index of another order (the primary key) and filters the user's rows out.
    const condition = scan?.['Index Cond'] ?? 'no index condition';
    for (const column of columns) expect(condition).toContain(column);
  }

  it('show-history pages come from generations_user_seq_idx in order, with or without a cursor', async () => {
    const history = historyRepository(h.db);
    const base = { userId, input: 'text', result: null, creditsCharged: 1, engine: 'demo' };
    const older = await history.insert({ ...base, type: 'TTS' });
    await history.insert({ ...base, type: 'GenText' });
    await expectServedByIndex(() => history.listForUser(userId, { limit: 50 }), ['user_id']);
    await expectServedByIndex(() => history.listForUser(userId, { limit: 50, before: older }), ['user_id']);
  });

  it('a show-history page of one type uses the type in its index condition', async () => {
    const history = historyRepository(h.db);
    // Mostly text and a few voiceovers, as real histories are: a page of voiceovers must not filter them out.
    const row = (i: number) => ({
      userId,
      type: i % 30 === 0 ? ('TTS' as const) : ('GenText' as const),
      input: `text ${String(i)}`,
      engine: 'demo',
    });
    await h.db.insert(generations).values(Array.from({ length: 300 }, (_, i) => row(i)));
    await h.db.execute(sql`analyze generations`);
    await expectServedByIndex(
      () => history.listForUser(userId, { limit: 50, type: 'TTS' }),
      ['user_id', 'type'],
    );
  });

  it('show-history’s one statement reads the page through a generations index, in order', async () => {
    const lookup = sessionHistoryLookup({ db: h.db, engine: 'postgres' });
    const now = new Date();
    const pages = [{ limit: 50 }, { limit: 50, before: randomUUID() }, { limit: 50, type: 'TTS' as const }];
    for (const page of pages) {
      h.sent.length = 0;
      await lookup(page)('no such token', now, now);
      const [statement] = h.sent;
      if (!statement) throw new Error('the lookup sent no statement');
      const nodes = nodesOf(await h.explain(statement));
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
      const pageScan = nodes.find((node) => node['Index Name']?.startsWith('generations_user_'));
      const condition = pageScan?.['Index Cond'] ?? 'no index condition';
      expect(condition).toContain('user_id');
      if (page.type) expect(condition).toContain('type');
    }
  });

  it('show-history’s one statement walks the index for a heavy user among light ones, left to the planner', async () => {
    // Many users with an item or two and one with hundreds: the planner's guess of a user's items (the
    // average) falls below the page size, and a deep page was read whole and sorted.
    const light = Array.from({ length: 300 }, (_, i) => ({
      email: `light${String(i)}@example.com`,
      name: 'Light',
      passwordHash: 'x',
      refCode: `LIGHT${String(i)}`,
    }));
    const lightIds = await h.db.insert(users).values(light).returning({ id: users.id });
    const item = (owner: string) => ({ userId: owner, type: 'GenText' as const, input: 'x', engine: 'demo' });
    await h.db.insert(generations).values(lightIds.map(({ id }) => item(id)));
    await h.db.insert(generations).values(Array.from({ length: 600 }, () => item(userId)));
    await h.db.execute(sql`analyze`);
    const lookup = sessionHistoryLookup({ db: h.db, engine });
    const now = new Date();
    for (const name of otherPlans) await h.db.execute(sql.raw(`reset ${name}`));
    try {
      for (const page of [{ limit: 50 }, { limit: 50, before: randomUUID() }]) {
        h.sent.length = 0;
        await lookup(page)('no such token', now, now);
        const [statement] = h.sent;
        if (!statement) throw new Error('the lookup sent no statement');
        const kinds = nodesOf(await h.explain(statement)).map((node) => node['Node Type']);
        expect({ page, sorts: kinds.filter((kind) => kind === 'Sort') }).toEqual({ page, sorts: [] });
      }
    } finally {
      for (const setting of onlyIndexes) await h.db.execute(sql.raw(setting));
    }
  });

  it('a paid call’s session lookup keeps one plan, reading the active plan through the one-per-user index', async () => {
    // Bound as a value, 'active' let the kept plan read every active subscription for each call (or
    // PostgreSQL planned the join afresh each time, ~0.3 ms of a stream's time to first token).
    h.sent.length = 0;
    const now = new Date();
    await sessionPayerLookup(h.db)('no such token', now, now);
    const [statement] = h.sent;
    if (!statement) throw new Error('the lookup sent no statement');
    const scans = nodesOf(await h.genericPlan(statement)).filter((node) => node['Index Name']);
    expect(scans.map((node) => node['Index Name'])).toContain('subscriptions_one_active_per_user');
  });

  it('the admin balance ledger and the invoice list read the user’s rows newest first by index', async () => {
    await expectServedByIndex(() => adminRepository(h.db).ledger(userId, 20), ['user_id']);
    await expectServedByIndex(() => invoicesRepository(h.db).listForUser(userId), ['user_id']);
  });

  it('the documents list reads the user’s newest edits first by index', async () => {
    // Ties on updated_at are ordered after it (an incremental sort of equal times), never the whole list.
    await expectServedByIndex(
      () => documentsRepository(h.db).listForUser(userId, { limit: 50 }),
      ['user_id'],
    );
  });
});
