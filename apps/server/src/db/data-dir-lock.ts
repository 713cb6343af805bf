import { readFileSync, readlinkSync } from 'node:fs';
import { link, mkdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostname } from 'node:os';

/**
 * Who holds a data directory. On Linux the boot, the pid namespace and the process's start time tell a
 * live holder from a dead one whose pid was reused (after a reboot, or by a container's new process).
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  since: string;
  bootId?: string | undefined;
  pidNamespace?: string | undefined;
  startTicks?: string | undefined;
}

/** A holder in another container or host cannot be seen from here: its lock is live while it keeps touching it. */
export const lockRefreshMs = 10_000;
export const lockStaleMs = 30_000;

/** The data directory is held by another live process (a running server, an admin command). */
export class DataDirBusyError extends Error {
  readonly holder: LockHolder;
  constructor(dir: string, holder: LockHolder) {
    const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `The embedded database in ${dir} is in use by another Penwise process (pid ${String(holder.pid)}${where}, since ${holder.since}): ` +
        'a running server, or an admin, backup or restore command. One process at a time can open it: stop the server ' +
        'before running those commands (with PostgreSQL, DATABASE_URL, they run beside it).',
    );
    this.name = 'DataDirBusyError';
    this.holder = holder;
  }
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat, after the command's parentheses). */
const startTicksOf = (pid: number) =>
  readProc(`/proc/${String(pid)}/stat`)
    ?.split(') ')[1]
    ?.split(' ')[19];

function me(): LockHolder {
  let pidNamespace: string | undefined;
  try {
    pidNamespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    pidNamespace = undefined;
  }
  return {
    pid: process.pid,
    hostname: hostname(),
    since: new Date().toISOString(),
    bootId: readProc('/proc/sys/kernel/random/boot_id'),
    pidNamespace,
    startTicks: startTicksOf(process.pid),
  };
}

/** Whether the holder still runs; `touchedAt` is the lock file's last refresh (ms since epoch). */
export function holderIsLive(
  holder: LockHolder,
  self: LockHolder,
  touchedAt: number,
  now = Date.now(),
): boolean {
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return false;
  const sameProcessSpace = holder.pidNamespace
    ? holder.pidNamespace === self.pidNamespace
    : !self.pidNamespace && holder.hostname === self.hostname;
  if (!sameProcessSpace) return now - touchedAt < lockStaleMs;
  if (holder.startTicks) return startTicksOf(holder.pid) === holder.startTicks;
  if (holder.pid === self.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A held lock: released when the database closes. */
export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes `<dir>.lock` for this process, or throws DataDirBusyError while a live process holds it. A lock
 * left by a process that died (killed, crashed, the machine rebooted) is taken over.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = `${dir}.lock`;
  const self = me();
  // Written whole beside it, then linked into place: linking fails if the lock exists, and a reader
  // never sees a half-written one.
  const draft = `${file}.${String(process.pid)}-${String(Date.now())}`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(draft, `${JSON.stringify(self)}\n`);
  try {
    // Two tries: the second after removing a dead holder's lock. (Two processes taking over the same
    // dead lock at the same instant could both get it: starting two at once after a crash is not guarded.)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await linked(draft, file)) return held(file);
      const found = await currentHolder(file);
      if (found && holderIsLive(found.holder, self, found.touchedAt))
        throw new DataDirBusyError(dir, found.holder);
      await unlink(file).catch(() => undefined);
    }
    const found = await currentHolder(file);
    throw new DataDirBusyError(dir, found?.holder ?? self);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** The live process holding `dir`, if any (a stopping server holds it until its database is closed). */
export async function dataDirHolder(dir: string): Promise<LockHolder | undefined> {
  const found = await currentHolder(`${dir}.lock`);
  return found && holderIsLive(found.holder, me(), found.touchedAt) ? found.holder : undefined;
}

async function linked(draft: string, file: string): Promise<boolean> {
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function currentHolder(file: string): Promise<{ holder: LockHolder; touchedAt: number } | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { holder: JSON.parse(text) as LockHolder, touchedAt: info.mtimeMs };
  } catch {
    // Gone since (its holder released it) or not ours to read: try again.
    return undefined;
  }
}

function held(file: string): DataDirLock {
  // Touched so that a process in another container can tell this one still runs.
  const refresh = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => undefined);
  }, lockRefreshMs);
  refresh.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      await unlink(file).catch(() => undefined);
    },
  };
}
