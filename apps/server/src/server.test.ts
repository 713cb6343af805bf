import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], { env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server.ts', () => {
  it('prints every configuration problem and exits 1', async () => {
    const run = start({ PORT: 'abc', SESSION_TTL: 'forever' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('SESSION_TTL');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-server-'));
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      // A loaded CI machine can take a while to start it: wait up to a minute.
      let health: Response | undefined;
      for (let i = 0; i < 300 && !health; i += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/healthz`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutting down');
    } finally {
      // A failed expectation must not leave the server running after the test.
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
