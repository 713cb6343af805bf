import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@penwise/contract';
import type { ScanAccount } from './seed.ts';

interface Target {
  name: string;
  path: string;
  body: Record<string, unknown>;
  authenticated: boolean;
  // Parameters given a fresh random value on every request (fresh accounts, no per-email throttle).
  randomize?: string;
  // A status sqlmap must accept as the normal answer (a login with a random e-mail is a 401).
  ignoreCode?: number;
}

/** The JSON endpoints that take user input, with a valid body each. */
export const sqlmapTargets = (account: ScanAccount): Target[] => [
  {
    name: 'login',
    path: apiPaths.auth.login,
    body: { email: account.email, password: account.password },
    authenticated: false,
    randomize: 'email',
    ignoreCode: 401,
  },
  {
    name: 'signup',
    path: apiPaths.auth.signup,
    body: { name: 'Scan User', email: 'new.user@example.com', password: 'long enough password' },
    authenticated: false,
    randomize: 'email',
  },
  {
    name: 'contact',
    path: apiPaths.auth.contact,
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      phoneNumber: '+44 20 7946 0000',
      message: 'Hello from the security scan.',
    },
    authenticated: false,
  },
  {
    name: 'text generation',
    path: apiPaths.ai.text,
    body: {
      tool_data: 'blog-titles',
      content: 'Ideas about tea',
      tone: 'Professional',
      language: 'English (US)',
    },
    authenticated: true,
  },
  {
    name: 'history',
    path: apiPaths.plans.showHistory,
    body: { limit: 10, before: account.historyId },
    authenticated: true,
  },
  {
    name: 'history deletion',
    path: apiPaths.plans.deleteHistory,
    // No such item: deleting a real one would change the answer after the first request.
    body: { id: '6f9619ff-8b86-4d01-b42d-00c04fc964ff' },
    authenticated: true,
    ignoreCode: 404,
  },
];

export interface SqlmapResult {
  name: string;
  injectable: boolean;
  finished: boolean;
  seconds: number;
  // Parameters sqlmap tested to the end (JSON fields, User-Agent, Referer at level 3).
  tested: string[];
}

/** Runs Debian's sqlmap (batch, level 3, risk 2) on one target; reads its verdict from the output. */
export async function runSqlmap(
  baseUrl: string,
  account: ScanAccount,
  target: Target,
  outputDir: string,
): Promise<SqlmapResult> {
  const headers = ['Content-Type: application/json'];
  if (target.authenticated) headers.push(`Authorization: Bearer ${account.token}`);
  const args = [
    `--url=${baseUrl}${target.path}`,
    `--data=${JSON.stringify(target.body)}`,
    `--headers=${headers.join('\n')}`,
    '--batch',
    '--level=3',
    '--risk=2',
    '--threads=4',
    // Every request from another address: the per-IP rate limits (TRUST_PROXY is on) never stop the scan.
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    ...(target.randomize ? [`--randomize=${target.randomize}`] : []),
    ...(target.ignoreCode ? [`--ignore-code=${String(target.ignoreCode)}`] : []),
  ];
  const started = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  // Kept for reading when a verdict is unexpected (the run prints where).
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, `${target.name.replace(/\W+/g, '-')}.log`), output);
  const tested = [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map(
    (m) => m[1] ?? '',
  );
  return {
    name: target.name,
    injectable: /identified the following injection point|is vulnerable/i.test(output),
    finished: /all tested parameters do not appear to be injectable/.test(output) && tested.length > 0,
    seconds: Math.round((Date.now() - started) / 1000),
    tested,
  };
}
