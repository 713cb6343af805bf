import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteOptions } from './pglite-options.ts';

/** Writes the embedded database at `dbDir` to `file` (a gzipped tar of PGlite's data directory). */
export async function backupPglite(dbDir: string, file: string): Promise<number> {
  if (!existsSync(dbDir)) throw new Error(`There is no embedded database at ${dbDir}.`);
  // A copy taken while a server writes could be torn.
  const lock = await lockDataDir(dbDir);
  const client = new PGlite(dbDir, pgliteOptions());
  try {
    // dumpDataDir does not wait for the database to open by itself.
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
    await lock.release();
  }
}

/**
 * Replaces the embedded database at `dbDir` with the backup in `file`. The current one is kept
 * beside it (db.before-restore-<time>) rather than deleted, in case the wrong file was chosen.
 */
export async function restorePglite(
  file: string,
  dbDir: string,
  now = new Date(),
): Promise<string | undefined> {
  const lock = await lockDataDir(dbDir);
  try {
    const backup = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    return await replaceWith(backup, dbDir, now);
  } finally {
    await lock.release();
  }
}

async function replaceWith(backup: Blob, dbDir: string, now: Date): Promise<string | undefined> {
  let keptAt: string | undefined;
  if (existsSync(dbDir) && (await readdir(dbDir)).length > 0) {
    keptAt = `${dbDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(dbDir, keptAt);
  }
  await mkdir(dbDir, { recursive: true });
  const client = new PGlite(dbDir, pgliteOptions({ loadDataDir: backup }));
  // A query proves the restored files open as a database before we report success.
  await client.query('select 1');
  await client.close();
  return keptAt;
}
