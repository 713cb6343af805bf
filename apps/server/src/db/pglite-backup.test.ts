import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/factories.ts';
import { openPglite } from './client.ts';
import { DataDirBusyError } from './data-dir-lock.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { users } from './schema/index.ts';

describe('embedded database backup and restore', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'penwise-backup-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('restores exactly what was backed up, keeping the replaced database aside', async () => {
    const dbDir = path.join(dir, 'db');
    const first = await openPglite(dbDir);
    const kept = await insertUser(first.db);
    await first.close();

    const file = path.join(dir, 'backups', 'one.tar.gz');
    expect(await backupPglite(dbDir, file)).toBeGreaterThan(1000);

    // A user added after the backup must be gone once it is restored.
    const later = await openPglite(dbDir);
    const added = await insertUser(later.db);
    await later.close();

    const keptAt = await restorePglite(file, dbDir, new Date('2026-11-22T10:00:00Z'));
    expect(keptAt && existsSync(keptAt)).toBe(true);
    const restored = await openPglite(dbDir);
    const emails = (await restored.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain(kept.email);
    expect(emails).not.toContain(added.email);
    expect(await restored.db.select().from(users).where(eq(users.email, kept.email))).toHaveLength(1);
    await restored.close();
  });

  it('neither backs up nor restores a database another process has open', async () => {
    const dbDir = path.join(dir, 'held');
    const server = await openPglite(dbDir);
    try {
      await expect(backupPglite(dbDir, path.join(dir, 'torn.tar.gz'))).rejects.toThrow(DataDirBusyError);
      expect(existsSync(path.join(dir, 'torn.tar.gz'))).toBe(false);
      await expect(restorePglite(path.join(dir, 'any.tar.gz'), dbDir)).rejects.toThrow(DataDirBusyError);
      // The open database stays where it is, and answers.
      expect(await server.db.select({ email: users.email }).from(users)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('says so when there is no embedded database to back up', async () => {
    await expect(backupPglite(path.join(dir, 'missing'), path.join(dir, 'x.tar.gz'))).rejects.toThrow(
      /no embedded database/,
    );
  });
});
