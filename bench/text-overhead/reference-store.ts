import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgliteOptions } from '../../apps/server/src/db/pglite-options.ts';
import { withPreparedStatements } from '../../apps/server/src/db/pglite-prepared-statements.ts';
import { createScratchDatabase } from '../../apps/server/src/test/test-database.ts';
import type { PgliteCalls } from './pglite-statements.ts';

/** The reference's statements, by name. */
export type ReferenceStatements = Record<'rate' | 'session' | 'hold' | 'progress' | 'settle', string>;
type Rows = Promise<{ rows: unknown[] }>;

/** Where the streaming reference keeps its tables. */
export interface ReferenceStore {
  /** Plain SQL before the streams (tables, users); several statements only without values. */
  setUp: (text: string, values?: unknown[]) => Promise<unknown>;
  /** One of the statements, prepared: a named statement on PostgreSQL, PGlite's prepared one. */
  run: (name: keyof ReferenceStatements, values: unknown[]) => Rows;
  close: () => Promise<void>;
  /** PGlite's client, to time its statements (BENCH_PGLITE_STATEMENTS); undefined on PostgreSQL. */
  pglite?: PgliteCalls;
}

/** A scratch PostgreSQL database beside `adminUrl`, or PGlite in a temporary directory (`pglite`). */
export async function openReferenceStore(
  adminUrl: string,
  statements: ReferenceStatements,
): Promise<ReferenceStore> {
  if (adminUrl === 'pglite') return openPgliteStore(statements);
  const scratch = await createScratchDatabase(adminUrl, 'penwise_bench_ref');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 20 });
  return {
    setUp: (text, values) => pool.query(text, values),
    run: (name, values) => pool.query({ name, text: statements[name], values }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

async function openPgliteStore(statements: ReferenceStatements): Promise<ReferenceStore> {
  // Loaded here: the PostgreSQL reference never loads PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-bench-ref-'));
  const client = withPreparedStatements(new PGlite(pgliteOptions({ dataDir })));
  return {
    setUp: (text, values) => (values ? client.query(text, values) : client.exec(text)),
    run: (name, values) => client.query(statements[name], values),
    close: async () => {
      await client.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    pglite: client,
  };
}
