import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startServer } from '../../apps/server/src/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A server running in a child process of the benchmark. */
export interface Child {
  baseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

// Far above what one address sends in a run: the limiter must not turn the benchmark into 429s.
export const raisedRateLimit = '1000000000';
export const serverLogLevel = 'warn';

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The built web app the server serves beside the API, when there is one (WEB_BUILD_DIR, else build). */
export function webBuildDir(): string | undefined {
  const client = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client');
  return existsSync(path.join(client, 'index.html')) ? client : undefined;
}

/**
 * The production server (apps/server/src/server.ts, what `npm start` runs once the web app is built)
 * in its own process: a temporary DATA_DIR, the demo AI engine and the built-in test checkout, on
 * PGlite or on `databaseUrl`. Only what is set here reaches it: no developer keys or database.
 */
export async function startPenwise(databaseUrl: string | undefined): Promise<Child> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-bench-api-'));
  // BENCH_CPU_PROF=<folder> writes a V8 CPU profile of the server there when it stops (Chrome DevTools opens it).
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const env = {
    DATA_DIR: dataDir,
    WEB_DIR: webBuildDir() ?? path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: serverLogLevel,
    AUTH_RATE_LIMIT: raisedRateLimit,
    AI_RATE_LIMIT: raisedRateLimit,
    AI_ENGINE: 'demo',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer(env, { nodeArgs, startSeconds: 60 }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Never leave a server behind, also when the benchmark fails.
  process.once('exit', () => server.child.kill());
  return {
    baseUrl: server.url,
    pid: server.child.pid,
    async stop() {
      await server.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reference: a bare Fastify hello-world (bare-fastify.ts) in its own process. */
export const startBareFastify = () => startReference('bare-fastify.ts', {});

/** The second reference: hand-written Fastify + pg (bare-pg.ts) on Penwise's PostgreSQL database. */
export const startBarePg = (databaseUrl: string) =>
  startReference('bare-pg.ts', { DATABASE_URL: databaseUrl });

/** A reference server in its own process: `file` prints its base URL on its first line. */
async function startReference(file: string, env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  process.once('exit', () => child.kill());
  const lines = createInterface({ input: child.stdout });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${String(code)}`)));
  });
  return { baseUrl, pid: child.pid, stop: () => stopChild(child) };
}
