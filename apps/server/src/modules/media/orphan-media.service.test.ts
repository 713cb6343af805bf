import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStorage } from '../../adapters/media/local-media-storage.ts';
import type { MediaStorage } from '../../adapters/media/media-storage.ts';
import { s3MediaStorage } from '../../adapters/media/s3-media-storage.ts';
import type { Database } from '../../db/client.ts';
import { insertUser } from '../../test/factories.ts';
import { startLocalS3Server, type LocalS3Server } from '../../test/local-s3-server.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { mediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { createOrphanMediaService, type OrphanMediaOptions } from './orphan-media.service.ts';

const minute = 60_000;
const newKey = () => randomBytes(24).toString('base64url');
const bytes = new Uint8Array([1, 2, 3, 4]);

async function keysIn(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.listPages({ pageSize: 100 }))
    keys.push(...page.map((object) => object.key));
  return keys;
}

describe.each(engines)('orphan media sweep (%s)', (engine) => {
  let database: Database;
  let s3: LocalS3Server;
  const scratch: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    s3 = await startLocalS3Server();
  });
  afterAll(async () => {
    await database.close();
    await s3.close();
    for (const dir of scratch) await rm(dir, { recursive: true, force: true });
  });

  it('removes nothing beside an empty media table: a database restored without its rows, or the wrong one', async () => {
    const empty = await createTestDatabase(engine);
    const root = await mkdtemp(path.join(tmpdir(), 'penwise-orphans-'));
    scratch.push(root);
    const storage = localMediaStorage(root);
    try {
      const key = newKey();
      await storage.put(key, bytes);
      const orphans = createOrphanMediaService(
        { rows: mediaRepository(empty.db), storage },
        { now: () => new Date(Date.now() + 48 * 60 * minute) },
      );
      expect(await orphans.sweep()).toBe(0);
      expect(await keysIn(storage)).toEqual([key]);
    } finally {
      await empty.close();
    }
  });

  describe.each(['local', 's3'] as const)('on %s storage', (kind) => {
    /** An empty storage of this kind, a user, and a sweeper whose clock runs `ahead` of the real one. */
    async function setup(options: Omit<OrphanMediaOptions, 'now'> = {}) {
      let storage: MediaStorage;
      if (kind === 'local') {
        const root = await mkdtemp(path.join(tmpdir(), 'penwise-orphans-'));
        scratch.push(root);
        storage = localMediaStorage(root);
      } else {
        storage = s3MediaStorage({
          endpoint: s3.url,
          // A bucket per test: every test starts from an empty store.
          bucket: `orphans-${randomBytes(6).toString('hex')}`,
          region: 'us-east-1',
          accessKeyId: 'test-key',
          secretAccessKey: 'test-secret',
          forcePathStyle: true,
        });
      }
      const user = await insertUser(database.db);
      const media = createMediaService(database.db, storage);
      const clock = { ahead: 0 };
      // The keys of each row lookup, counted.
      const lookups: number[] = [];
      const repo = mediaRepository(database.db);
      const rows = {
        hasAny: () => repo.hasAny(),
        storageKeysAmong: (keys: readonly string[]) => {
          lookups.push(keys.length);
          return repo.storageKeysAmong(keys);
        },
      };
      const orphans = createOrphanMediaService(
        { rows, storage },
        {
          ...options,
          // File times come from the real clock; the sweep sees them as if this much time had passed.
          now: () => new Date(Date.now() + clock.ahead),
        },
      );
      const stored = async () => (await media.store(user.id, 'image/png', bytes)).id;
      /** A stored file with its row, under a key the test chose. */
      const storedAs = async (key: string) => {
        await storage.put(key, bytes);
        await repo.insert({ id: key, userId: user.id, mime: 'image/png', bytes: 4, storageKey: key });
        return key;
      };
      const orphan = async (key = newKey()) => {
        await storage.put(key, bytes);
        return key;
      };
      return { storage, orphans, clock, stored, storedAs, orphan, lookups };
    }

    it('keeps a file that a media row stores, however old', async () => {
      const { storage, orphans, clock, stored } = await setup();
      const id = await stored();
      clock.ahead = 48 * 60 * minute;
      expect(await orphans.sweep()).toBe(0);
      expect(await keysIn(storage)).toEqual([id]);
    });

    it('keeps a file without a row during the first hour: its row may still be on the way', async () => {
      const { storage, orphans, clock, stored, orphan } = await setup();
      const id = await stored();
      const key = await orphan();
      expect(await orphans.sweep()).toBe(0);
      clock.ahead = 59 * minute;
      expect(await orphans.sweep()).toBe(0);
      expect(await keysIn(storage)).toEqual([id, key].sort());
    });

    it('removes a file without a row once it is older than an hour', async () => {
      const { storage, orphans, clock, stored, orphan } = await setup();
      const id = await stored();
      await orphan();
      clock.ahead = 61 * minute;
      expect(await orphans.sweep()).toBe(1);
      expect(await keysIn(storage)).toEqual([id]);
    });

    it('works through more files than one page, with one row lookup per page', async () => {
      const { storage, orphans, clock, stored, orphan, lookups } = await setup({ pageSize: 3 });
      const ids = [await stored(), await stored(), await stored(), await stored(), await stored()];
      for (let i = 0; i < 7; i += 1) await orphan();
      clock.ahead = 2 * 60 * minute;
      expect(await orphans.sweep()).toBe(7);
      expect(lookups).toEqual([3, 3, 3, 3]);
      expect(await keysIn(storage)).toEqual([...ids].sort());
    });

    it('reads at most maxPages pages, goes on from the last key next time, then starts over', async () => {
      const { storage, orphans, clock, orphan, storedAs } = await setup({ pageSize: 2, maxPages: 2 });
      // A file with a row, sorted after every random key: the pages before it hold orphans only.
      const last = await storedAs(`${'z'.repeat(24)}${randomBytes(4).toString('hex')}`);
      for (let i = 0; i < 9; i += 1) await orphan();
      clock.ahead = 2 * 60 * minute;
      expect(await orphans.sweep()).toBe(4);
      // Sorts before every other key, behind where the sweep goes on: only the next pass finds it.
      const first = await orphan('-'.repeat(32));
      expect(await orphans.sweep()).toBe(4);
      expect(await orphans.sweep()).toBe(1);
      expect(await keysIn(storage)).toEqual([first, last]);
      expect(await orphans.sweep()).toBe(1);
      expect(await keysIn(storage)).toEqual([last]);
    });

    it('never removes a file whose name is not a media key', async () => {
      const { storage, orphans, clock, stored, orphan } = await setup();
      const id = await stored();
      const key = await orphan('backup-2026');
      clock.ahead = 2 * 60 * minute;
      expect(await orphans.sweep()).toBe(0);
      expect(await keysIn(storage)).toEqual([id, key].sort());
    });
  });
});
