import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@penwise/contract';
import { serverNodeFlags } from '../server-flags.ts';
import { freePort } from './free-port.ts';

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');

/** A real Penwise server (server.ts) in a child process: what a test can kill, restart or run twice. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (its logs). */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** Sends `signal` and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts server.ts on a free port of 127.0.0.1 with `env` (DATA_DIR, DATABASE_URL, Stripe…) and waits
 * until /api/healthz answers 200, with the production server's Node flags. Rate limits are raised: these tests send many requests from one IP.
 */
export async function startServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; startSeconds?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const startSeconds = options.startSeconds ?? 15;
  const child = spawn(process.execPath, [...serverNodeFlags, ...(options.nodeArgs ?? []), serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIR: path.join(env.DATA_DIR ?? '/nonexistent', 'no-web-build'),
      AUTH_RATE_LIMIT: '100000',
      AI_RATE_LIMIT: '100000',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${String(port)}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (!server.alive()) return exited;
      child.kill(signal);
      // server.ts forces its own exit 10 s after SIGTERM; a process still there after 30 s is stuck (a
      // blocked event loop on an overloaded machine): end it rather than hang the suite's hooks, and
      // say so in its output for the test that reads it.
      const stuck = setTimeout(() => {
        output += `\n[server-process] still running 30 s after ${signal}: SIGKILL\n`;
        child.kill('SIGKILL');
      }, 30_000);
      await exited;
      clearTimeout(stuck);
    },
  };
  for (let tries = 0; tries < startSeconds * 10; tries += 1) {
    if (!server.alive()) throw new Error(`the server exited while starting:\n${output}`);
    const health = await fetch(`${url}${apiPaths.healthz}`).catch(() => undefined);
    if (health?.status === 200) return server;
    await sleep(100);
  }
  await server.kill('SIGKILL');
  throw new Error(`the server did not become healthy in ${String(startSeconds)} s:\n${output}`);
}

/** POSTs JSON to a running server; answers the status and the parsed body. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: keep the text, the test shows it.
  }
  return { status: res.status, body: parsed };
}
