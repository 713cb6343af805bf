import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleIsStale, bundleServer, serverBuildsDir, serverEntry } from './server-bundle.ts';
import { serverNodeFlags } from './server-flags.ts';
import { freePort } from './test/free-port.ts';

// Beside npm start's bundle (inside the repository, so its external packages resolve from node_modules).
const outdir = path.join(path.dirname(serverBuildsDir), `server-test-${randomBytes(4).toString('hex')}`);

afterAll(async () => {
  await rm(outdir, { recursive: true, force: true });
});

async function healthOf(url: string): Promise<Response | undefined> {
  // A loaded CI machine can take a while to start it: wait up to a minute.
  for (let i = 0; i < 300; i += 1) {
    const health = await fetch(url).catch(() => undefined);
    if (health) return health;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

describe('the server bundle npm start runs', () => {
  it('is stale until built, and not after', async () => {
    expect(await bundleIsStale(outdir)).toBe(true);
    await bundleServer(outdir);
    expect(await bundleIsStale(outdir)).toBe(false);
  }, 60_000);

  it("builds npm start's bundle in a folder of its own once, then reuses it", async () => {
    const buildsDir = path.join(outdir, 'builds');
    const warnings: string[] = [];
    const entry = await serverEntry((message) => warnings.push(message), buildsDir);
    expect(warnings).toEqual([]);
    expect(path.dirname(path.dirname(entry))).toBe(buildsDir);
    expect(await serverEntry((message) => warnings.push(message), buildsDir)).toBe(entry);
  }, 60_000);

  it('starts, answers a healthy /api/healthz on PGlite, signs a user up, and shuts down cleanly', async () => {
    const entry = await bundleServer(outdir);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-bundle-'));
    const port = await freePort();
    const child = spawn(process.execPath, [...serverNodeFlags, entry], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Loads ioredis for the rate limits (nothing listens on port 9: they fail open), as a signup
        // loads the password checker: packages imported with import() that a bundle can get wrong.
        REDIS_URL: 'redis://127.0.0.1:9',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const health = await healthOf(`http://127.0.0.1:${String(port)}/api/healthz`);
      expect(health?.status, output).toBe(200);
      // The migrations and the embedded database were found from the bundle's folder.
      expect(await health?.json()).toEqual({ success: { status: 'ok', database: 'pglite' } });
      const signup = await fetch(`http://127.0.0.1:${String(port)}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'bundle@example.com',
          password: 'Quiet-harbour-lantern-42',
          name: 'Bundle Test',
          OAuth: false,
        }),
      });
      expect(signup.status, `${await signup.clone().text()}\n${output}`).toBe(201);
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
