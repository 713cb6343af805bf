import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorTexts, type LoginAnswer } from '@penwise/contract';
import { buildUser } from '../test/factories.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { startLoad, type LoadRequest, type LoadSample } from './request-load.ts';
import { postJson, startServer, type ServerProcess } from '../test/server-process.ts';

const bin = postgresBinaries();
// PostgreSQL tests run when TEST_DATABASE_URL is set (CI); this one also needs initdb and pg_ctl.
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !bin
    ? `no PostgreSQL server binaries under /usr/lib/postgresql (apt install postgresql)`
    : undefined;
if (skipReason) console.warn(`database-restart.test.ts skipped: ${skipReason}`);

const expected: Record<string, number> = { healthz: 200, credits: 200, login: 200, 'wrong-login': 401 };

/** Samples that started and ended inside one phase. */
const within = (samples: LoadSample[], phase: string) =>
  samples.filter((sample) => sample.startPhase === phase && sample.endPhase === phase);

describe.skipIf(skipReason)('PostgreSQL restarted under load', () => {
  let database: PrivatePostgres;
  let server: ServerProcess;
  let dataDir = '';

  beforeAll(async () => {
    database = await startPrivatePostgres(bin ?? '');
    dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-restart-'));
    // Behind a (pretend) local proxy, so each wrong login below can come from its own address.
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.kill('SIGTERM');
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, then serves again without a restart', async () => {
    const user = buildUser();
    const credentials = { email: user.email, password: user.password, OAuth: false };
    expect((await postJson(`${server.url}${apiPaths.auth.signup}`, { ...user, OAuth: false })).status).toBe(
      201,
    );
    const login = await postJson(`${server.url}${apiPaths.auth.login}`, credentials);
    const token = (login.body as LoginAnswer).idToken;

    const post =
      (url: string, body: object, headers: Record<string, string> = {}) =>
      (signal: AbortSignal) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal,
        });
    let wrong = 0;
    const requests: LoadRequest[] = [
      { name: 'healthz', send: (signal) => fetch(`${server.url}${apiPaths.healthz}`, { signal }) },
      { name: 'credits', send: post(apiPaths.plans.showCredits, {}, { authorization: `Bearer ${token}` }) },
      { name: 'login', send: post(apiPaths.auth.login, credentials) },
      {
        name: 'wrong-login',
        // A new unknown e-mail from a new client address each time: no lockout gets in the way.
        send: (signal) => {
          wrong += 1;
          const address = `10.0.${String(Math.floor(wrong / 250))}.${String(wrong % 250)}`;
          return post(
            apiPaths.auth.login,
            { ...credentials, email: `nobody${String(wrong)}@example.com` },
            { 'x-forwarded-for': address },
          )(signal);
        },
      },
    ];

    const load = startLoad(requests);
    await sleep(800);
    load.setPhase('stopping');
    await database.stop();
    load.setPhase('down');
    await sleep(2_000);
    load.setPhase('starting');
    await database.start();
    const restartedAt = Date.now();
    load.setPhase('after');
    await sleep(3_000);
    await load.stop();
    const { samples } = load;

    // Never a 500, a dropped connection or a hang: 200, the wrong password's 401, or 503.
    const statuses = new Set(samples.map((sample) => sample.status));
    expect([...statuses].filter((status) => ![200, 401, 503].includes(status))).toEqual([]);
    for (const sample of samples.filter((each) => each.status === 503)) {
      expect({ code: sample.code, retryAfter: sample.retryAfter }).toEqual({
        code: 'database_unavailable',
        retryAfter: '5',
      });
    }

    // Before: everything answers normally.
    const before = within(samples, 'up');
    expect(before.length).toBeGreaterThan(8);
    expect(before.filter((sample) => sample.status !== expected[sample.name])).toEqual([]);

    // While down: every route answers 503 (a session check must not turn into a 401 that logs users out).
    const down = within(samples, 'down');
    for (const name of Object.keys(expected)) {
      const answers = down.filter((sample) => sample.name === name);
      expect(answers.length, `${name} during the outage`).toBeGreaterThan(0);
      expect(answers.map((sample) => sample.status)).toEqual(answers.map(() => 503));
    }

    // After: each route works again within a few seconds, and keeps working.
    const after = within(samples, 'after');
    for (const name of Object.keys(expected)) {
      const answers = after.filter((sample) => sample.name === name);
      const firstOk = answers.find((sample) => sample.status === expected[name]);
      expect(firstOk, `${name} after the restart`).toBeDefined();
      expect((firstOk?.endedAt ?? Infinity) - restartedAt).toBeLessThan(5_000);
      const settled = answers.filter((sample) => sample.endedAt - restartedAt > 1_500);
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter((sample) => sample.status !== expected[name])).toEqual([]);
    }

    const health = await fetch(`${server.url}${apiPaths.healthz}`);
    expect(health.status).toBe(200);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    expect(errorTexts.databaseUnavailable).not.toMatch(/postgres|ECONN|stack/i);
  });
});
