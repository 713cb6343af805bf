import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/free-port.ts';

const run = promisify(execFile);
const debianRoot = '/usr/lib/postgresql';

/** The newest Debian PostgreSQL bin folder with initdb and pg_ctl, if installed. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((version) => existsSync(path.join(debianRoot, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(debianRoot, versions[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: as root (CI), run its tools as the postgres user. */
async function asPostgresUser(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, list] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return run(file, list, { timeout: 30_000 });
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A throwaway PostgreSQL cluster that a test may stop and start for real. */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Fast shutdown: open sessions end with 57P01, new connections are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * initdb in a temp folder and pg_ctl start on a free port of 127.0.0.1 (trust auth, no fsync): the
 * shared cluster on 5432 is never touched, so other tests keep running while this one restarts.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'penwise-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await postgresIds();
    await chown(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  const options = [
    `-p ${String(port)}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = async () => {
    await asPostgresUser(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await asPostgresUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      running = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}
