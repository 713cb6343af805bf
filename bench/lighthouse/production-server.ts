import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function healthy(baseUrl: string, server: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${String(server.exitCode)}`);
    if ((await fetch(`${baseUrl}/api/healthz`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in 30 seconds');
}

/**
 * The production build served by the real server in its own process (a fresh embedded database),
 * so the browser measures what users get. Builds the web app first unless BENCH_SKIP_BUILD is set
 * and a build exists.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  // WEB_BUILD_DIR builds (and serves) somewhere else than apps/web/build, beside a developer's build.
  const buildDir = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
  const built = existsSync(path.join(buildDir, 'client/index.html'));
  if (!(built && process.env.BENCH_SKIP_BUILD)) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIR: path.join(buildDir, 'client'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AI_ENGINE: 'demo',
    },
    stdio: 'inherit',
  });
  await healthy(baseUrl, server);
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
