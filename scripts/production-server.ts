import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { embeddedDbDir } from '../apps/server/src/db/client.ts';
import { dataDirHolder } from '../apps/server/src/db/data-dir-lock.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ProductionServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess) {
  // The first start builds the web app, which takes a while.
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${String(server.exitCode)}`);
    const res = await fetch(`${url}/api/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 5 minutes');
}

/** Waits (15 s at most: a server forces its own exit 10 s after SIGTERM) for no process to hold `dbDir`. */
async function databaseReleased(dbDir: string) {
  for (let tries = 0; tries < 150 && (await dataDirHolder(dbDir)); tries += 1) await sleep(100);
}

/**
 * `npm start` (production build; a fresh embedded database unless env names one) on a free port of
 * 127.0.0.1, for the end-to-end specs and the security scan. `stop` ends it and deletes its data.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-prod-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo engine, even where a developer's shell has an OpenAI key.
      AI_ENGINE: 'demo',
      ...env,
    },
    stdio: 'inherit',
    detached: true,
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    dataDir,
    async stop() {
      // npm start runs node in a child: signal the whole group.
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      // npm may exit before its node child has closed the database: wait until it lets go, so a spec
      // can open the database next.
      await databaseReleased(embeddedDbDir(env.DATA_DIR ?? dataDir));
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}
