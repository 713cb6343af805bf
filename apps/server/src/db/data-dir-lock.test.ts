import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirBusyError,
  holderIsLive,
  lockDataDir,
  lockStaleMs,
  waitOutUnseenHolder,
  type LockHolder,
} from './data-dir-lock.ts';

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');

/** Another process that takes the lock, says so, and holds it until it is killed. */
async function holdingProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       await lockDataDir(${JSON.stringify(dir)});
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(child.stdout, 'data');
  return child;
}

describe('the embedded database directory lock', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'penwise-lock-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is held by one opener at a time and free again once released', async () => {
    const dir = path.join(root, 'one', 'db');
    const lock = await lockDataDir(dir);
    const holder = JSON.parse(await readFile(`${dir}.lock`, 'utf8')) as LockHolder;
    expect(holder.pid).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    await lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dir = path.join(root, 'two', 'db');
    const child = await holdingProcess(dir);
    try {
      const refused = await lockDataDir(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirBusyError);
      expect((refused as DataDirBusyError).holder.pid).toBe(child.pid);
      expect((refused as Error).message).toMatch(
        /is open in another Penwise process .*stop that process first/,
      );
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  });

  it('leaves a lock another process took over in place when released', async () => {
    const dir = path.join(root, 'four', 'db');
    const lock = await lockDataDir(dir);
    const other = { ...JSON.parse(await readFile(`${dir}.lock`, 'utf8')), since: 'later' } as LockHolder;
    await writeFile(`${dir}.lock`, JSON.stringify(other));
    await lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = path.join(root, 'three', 'db');
    const child = await holdingProcess(dir);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const lock = await lockDataDir(dir);
    const holder = JSON.parse(await readFile(`${dir}.lock`, 'utf8')) as LockHolder;
    expect(holder.pid).toBe(process.pid);
    await lock.release();
  });

  it('waits out a lock from another container that stopped touching it, then takes it', async () => {
    const dir = path.join(root, 'five', 'db');
    const mine = await lockDataDir(dir);
    const self = JSON.parse(await readFile(`${dir}.lock`, 'utf8')) as LockHolder;
    await mine.release();
    // A server in a container killed ~29 s ago: its lock, never touched since.
    const killed = { ...self, pid: 1, hostname: 'container', pidNamespace: 'pid:[2]' };
    await writeFile(`${dir}.lock`, JSON.stringify(killed));
    const touched = new Date(Date.now() - lockStaleMs + 1_000);
    await utimes(`${dir}.lock`, touched, touched);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    const told: LockHolder[] = [];
    await waitOutUnseenHolder(dir, (holder) => told.push(holder));
    expect(told.map((holder) => holder.hostname)).toEqual(['container']);
    await (await lockDataDir(dir)).release();
  });

  it('does not wait for a holder seen running here: the opener refuses at once', async () => {
    const dir = path.join(root, 'six', 'db');
    const lock = await lockDataDir(dir);
    const started = Date.now();
    await waitOutUnseenHolder(dir, () => {
      throw new Error('waited');
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    await lock.release();
  });

  describe('whether a recorded holder still runs', () => {
    const self: LockHolder = {
      pid: process.pid,
      hostname: hostname(),
      since: '2026-01-01T00:00:00.000Z',
      bootId: 'boot-a',
      pidNamespace: 'pid:[1]',
      startTicks: '100',
    };
    const now = 1_000_000;

    it('not after this machine rebooted, whatever runs under its pid now', () => {
      expect(holderIsLive({ ...self, bootId: 'boot-b', pid: 1 }, self, now, now)).toBe(false);
    });

    it('not when its pid now belongs to a process started later (a container restarted, a pid reused)', () => {
      expect(holderIsLive({ ...self, startTicks: '99' }, self, now, now)).toBe(false);
    });

    it.each([
      ['another container', { pidNamespace: 'pid:[2]', hostname: 'container' }],
      ['another machine', { pidNamespace: 'pid:[1]', hostname: 'other', bootId: 'boot-b' }],
    ])('in %s, while it keeps touching the lock', (_, where) => {
      const elsewhere = { ...self, pid: 1, ...where };
      expect(holderIsLive(elsewhere, self, now - lockStaleMs + 1_000, now)).toBe(true);
      expect(holderIsLive(elsewhere, self, now - lockStaleMs - 1_000, now)).toBe(false);
    });
  });
});
