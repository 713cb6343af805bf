import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An empty database of the benchmark's own; `drop` removes it (the server must have stopped). */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function connect(adminUrl: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

/**
 * Creates a database next to the one `adminUrl` names (never writing into that one); undefined when
 * PostgreSQL is not reachable there. The server migrates it at start, as in production.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase | undefined> {
  const admin = await connect(adminUrl);
  if (!admin) return undefined;
  const name = `penwise_bench_api_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = await connect(adminUrl);
      if (!dropper) throw new Error(`could not reconnect to drop ${name}`);
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
