// Child process: Penwise on the openai engine pointed at the fake upstream, with one user holding
// plenty of credits. Usage: penwise.ts <upstream url> <users>. Prints "<base url> <tokens…>" on stdout.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pgliteClientOf, timePgliteStatements } from './pglite-statements.ts';
import { onStop } from './on-stop.ts';
import { startProfile } from './profile.ts';
import { apiPaths, type LoginAnswer } from '@penwise/contract';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { openScratchPostgres } from '../../apps/server/src/test/test-database.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { createCreditsService } from '../../apps/server/src/modules/credits/credits.service.ts';

const upstream = process.argv[2] ?? '';
const config = parseConfig({
  LOG_LEVEL: 'silent',
  WEB_DIR: '/nonexistent',
  AUTH_RATE_LIMIT: '100000000',
  // One address sends thousands of generations here.
  AI_RATE_LIMIT: '100000000',
  // BENCH_AI_ENGINE=demo: the offline engine (what the CPU-per-stream target is measured on).
  AI_ENGINE: process.env.BENCH_AI_ENGINE === 'demo' ? 'demo' : 'openai',
  OPENAI_API_KEY: 'sk-bench',
  ...(process.env.AI_DEMO_PACE && { AI_DEMO_PACE: process.env.AI_DEMO_PACE }),
  OPENAI_BASE_URL: upstream,
});
if ('problems' in config) throw new Error(config.problems.join('\n'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
// PGlite in a directory on disk, as `npm start` keeps it (DATA_DIR/db): its write-ahead log and tables
// are then written through to files, not grown in memory.
const pgliteDir = databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'penwise-bench-text-'));
const database = pgliteDir
  ? await openPglite(pgliteDir)
  : await openScratchPostgres(databaseUrl ?? '', 'penwise_bench');
const app = await buildApp(config, { database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const credits = createCreditsService(database.db);

/** One signed-up user holding plenty of credits; returns their session token. */
async function benchUser(n: number): Promise<string> {
  const user = {
    email: `bench${String(Date.now())}-${String(n)}@example.com`,
    password: 'benchmark password',
    name: 'Bench',
  };
  await app.inject({ method: 'POST', url: apiPaths.auth.signup, payload: user });
  const login = (
    await app.inject({ method: 'POST', url: apiPaths.auth.login, payload: user })
  ).json<LoginAnswer>();
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error('the bench user was not stored');
  const userId = row.id;
  await database.db.transaction((tx) =>
    credits.grantPackCredits(tx, {
      userId,
      credits: 1_000_000_000,
      reason: 'bench',
      idempotencyKey: `bench:${userId}`,
    }),
  );
  return login.idToken;
}

// One user per concurrent stream, as in real traffic: a single user's streams would queue on their
// own credit row, which measures that user's lock, not the server.
const tokens: string[] = [];
for (let n = 0; n < Number(process.argv[3] ?? 1); n += 1) tokens.push(await benchUser(n));
// Profiled from here: the streams, not the start-up or the sign-ups (password hashing, zxcvbn).
const stopProfile = await startProfile(process.env.BENCH_CPU_PROF, process.env.BENCH_ALLOC_PROF);
const printStatements = timePgliteStatements(pgliteClientOf(database));
console.log(`${base} ${tokens.join(' ')}`);
onStop(async () => {
  printStatements();
  await stopProfile();
  await app.close();
  await database.close();
  if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
});
