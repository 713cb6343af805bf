// Figures, not pass/fail: argon2id hash time, and requests/s of the health and session check routes.
// Run: npm run bench:auth   (embedded PGlite; set BENCH_DATABASE_URL to measure on PostgreSQL)
import autocannon from 'autocannon';
import { apiPaths } from '@penwise/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/test/test-database.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';

const runs = 20;
const started = performance.now();
for (let i = 0; i < runs; i += 1) await hashPassword(`password number ${i}`);
console.log(`argon2id hash (m=19456 t=2 p=1): ${((performance.now() - started) / runs).toFixed(1)} ms each`);

const config = parseConfig({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000000', WEB_DIR: '/nonexistent' });
if ('problems' in config) throw new Error(config.problems.join('\n'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl ? await openScratchPostgres(databaseUrl, 'penwise_bench') : await openPglite();
const app = await buildApp(config, { database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const user = { email: `bench${Date.now()}@example.com`, password: 'benchmark password', name: 'Bench' };
await app.inject({ method: 'POST', url: apiPaths.auth.signup, payload: user });
const login = await app.inject({ method: 'POST', url: apiPaths.auth.login, payload: user });
const { idToken } = login.json<{ idToken: string }>();

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.non2xx}`,
  );
}

console.log(`database: ${database.engine}`);
await measure('GET /api/healthz', { url: `${base}${apiPaths.healthz}` });
await measure('POST /api/auth/is-logged-in', {
  url: `${base}${apiPaths.auth.isLoggedIn}`,
  method: 'POST',
  headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
  body: '{}',
});
await app.close();
await database.close();
console.log(`rss after run: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);
