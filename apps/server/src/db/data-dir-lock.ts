import { readFileSync, readlinkSync } from 'node:fs';
import { link, mkdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
    const here = holder.hostname === hostname();
    const who = `pid ${String(holder.pid)}${here ? '' : ` on ${holder.hostname}`}, since ${holder.since}`;
    super(
      `The embedded database in ${dir} is open in another Penwise process (${who}): a running server, or an ` +
        'admin, backup or restore command. One process at a time can open it: stop that process first. ' +
        (here
          ? ''
          : `If it is gone already (another container or machine), its lock clears ${String(lockStaleMs / 1000)} s after it last ran. `) +
        'Admin commands can run beside a server when both use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirBusyError';
    this.holder = holder;
  }
}

/** For a command's or server's start: a busy directory ends the process with its message (no stack); anything else is rethrown. */
export function exitWhenBusy(error: unknown): never {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat, after the command's parentheses). */
const startTicksOf = (pid: number) => {
  const stat = readProc(`/proc/${String(pid)}/stat`);
  // The command name may itself hold spaces and parentheses: the fields start after the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

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

/**
 * Whether the holder still runs: `unseen` when it is in another container or on another machine and
 * touched the lock within `lockStaleMs` (`touchedAt`, ms since epoch), so it may have died since.
 */
export function holderState(
  holder: LockHolder,
  self: LockHolder,
  touchedAt: number,
  now = Date.now(),
): 'live' | 'unseen' | 'dead' {
  const sameMachine = holder.hostname === self.hostname;
  // This machine restarted since (another machine, or a container on this one, has its own hostname).
  if (sameMachine && holder.bootId && self.bootId && holder.bootId !== self.bootId) return 'dead';
  // Pid namespace ids repeat across machines (the root one is the same everywhere): compare all three.
  const sameProcessSpace =
    sameMachine && holder.bootId === self.bootId && holder.pidNamespace === self.pidNamespace;
  if (!sameProcessSpace) return now - touchedAt < lockStaleMs ? 'unseen' : 'dead';
  return processRuns(holder, self) ? 'live' : 'dead';
}

/** `holderState` as a yes or no: an unseen holder counts as live. */
export const holderIsLive = (holder: LockHolder, self: LockHolder, touchedAt: number, now = Date.now()) =>
  holderState(holder, self, touchedAt, now) !== 'dead';

function processRuns(holder: LockHolder, self: LockHolder): boolean {
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

/**
 * Waits while `dir` is held by a process this one cannot see (another container or machine) that may
 * be gone: a server killed in a container that is then started again finds its own old lock. Returns
 * once the lock is free, stale or held by a process seen running here (the opener then says so), or
 * after `lockStaleMs` and one refresh.
 */
export async function waitOutUnseenHolder(dir: string, onWait: (holder: LockHolder) => void): Promise<void> {
  const deadline = Date.now() + lockStaleMs + lockRefreshMs;
  let told = false;
  while (Date.now() < deadline) {
    // An unreadable lock is for the opener to report.
    const found = await currentHolder(`${dir}.lock`).catch(() => 'gone' as const);
    if (found === 'gone' || holderState(found.holder, me(), found.touchedAt) !== 'unseen') return;
    if (!told) onWait(found.holder);
    told = true;
    await sleep(Math.max(0, Math.min(found.touchedAt + lockStaleMs + 100, deadline) - Date.now()));
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
  const content = `${JSON.stringify(self)}\n`;
  // Written whole beside it, then linked into place: linking fails if the lock exists, and a reader
  // never sees a half-written one.
  const draft = `${file}.${String(process.pid)}-${String(Date.now())}`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(draft, content);
    // A few tries: a dead holder's lock is removed, or a holder let go while we looked. (Two processes
    // taking over the same dead lock at the same instant could both get it: starting two at once after
    // a crash is not guarded.)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await created(draft, file, content)) return held(file, self);
      const found = await currentHolder(file);
      if (found === 'gone') continue;
      if (holderIsLive(found.holder, self, found.touchedAt)) throw new DataDirBusyError(dir, found.holder);
      await unlink(file).catch(() => undefined);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it. Try again.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** The live process holding `dir`, if any (a stopping server holds it until its database is closed). */
export async function dataDirHolder(dir: string): Promise<LockHolder | undefined> {
  const found = await currentHolder(`${dir}.lock`);
  return found !== 'gone' && holderIsLive(found.holder, me(), found.touchedAt) ? found.holder : undefined;
}

/** Creates the lock from the draft; false when it exists. */
async function created(draft: string, file: string, content: string): Promise<boolean> {
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return false;
    // A filesystem without hard links (some network and host-shared mounts): exclusive create instead.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  try {
    await writeFile(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function currentHolder(file: string): Promise<{ holder: LockHolder; touchedAt: number } | 'gone'> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { holder: JSON.parse(text) as LockHolder, touchedAt: info.mtimeMs };
  } catch (error) {
    // Released while we looked: try again. Anything else (unreadable, garbled) is for the operator.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw new Error(`The lock ${file} could not be read: remove it if no Penwise process runs.`, {
      cause: error,
    });
  }
}

function held(file: string, self: LockHolder): DataDirLock {
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
      // Only our own: a process that judged us gone may have taken it over since.
      const found = await currentHolder(file).catch(() => 'gone' as const);
      if (found !== 'gone' && found.holder.pid === self.pid && found.holder.since === self.since)
        await unlink(file).catch(() => undefined);
    },
  };
}
