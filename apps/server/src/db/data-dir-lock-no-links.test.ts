import { existsSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

// A filesystem without hard links (some network and host-shared mounts) refuses link() with EPERM.
vi.mock('node:fs/promises', async (original) => ({
  ...(await original<typeof FsPromises>()),
  link: () => Promise.reject(Object.assign(new Error('operation not permitted'), { code: 'EPERM' })),
}));

describe('the directory lock on a filesystem without hard links', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'penwise-lock-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is still taken, held by one opener at a time and released', async () => {
    const dir = path.join(root, 'db');
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    await lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
