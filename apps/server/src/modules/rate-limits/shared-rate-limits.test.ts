import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { apiPaths } from '@penwise/contract';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openPostgres } from '../../db/client.ts';
import { createScratchDatabase, createTestDatabase } from '../../test/test-database.ts';
import { rateLimitHitsRepository } from './rate-limit-hits.repository.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
// Logical database 15, flushed first: counts left by an earlier run or a dev server cannot leak in.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const limit = 4;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Two app instances with the auth routes limited to `limit` a minute per address. */
function twoInstances(open: () => Promise<Database[]>, env: Record<string, string> = {}) {
  const apps: FastifyInstance[] = [];
  let databases: Database[] = [];
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-limits-'));
    databases = await open();
    for (const [index, database] of [databases[0], databases.at(-1)].entries()) {
      const config = parseConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(dataDir, String(index)),
        WEB_DIR: path.join(dataDir, 'no-web'),
        AUTH_RATE_LIMIT: String(limit),
        ...env,
      });
      if ('problems' in config) throw new Error(config.problems.join('\n'));
      if (database) apps.push(await buildApp(config, { database }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return apps;
}

/** Fires `count` requests at once, alternating between the instances; returns the statuses. */
async function burst(apps: FastifyInstance[], count: number): Promise<number[]> {
  const calls = Array.from({ length: count }, async (_, i) => {
    const app = apps[i % apps.length];
    if (!app) throw new Error('no app instance');
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.auth.forgotPassword,
      payload: { email: `nobody${String(i)}@example.com` },
    });
    return res.statusCode;
  });
  return Promise.all(calls);
}

/** Fires `count` text streams at once with a token no session has: 401 within the limit, 429 beyond. */
async function streamBurst(apps: FastifyInstance[], count: number): Promise<number[]> {
  const calls = Array.from({ length: count }, async (_, i) => {
    const app = apps[i % apps.length];
    if (!app) throw new Error('no app instance');
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.textStream,
      headers: { authorization: 'Bearer nobody' },
      payload: { tool_data: 'write-anything', content: 'A note' },
    });
    return res.statusCode;
  });
  return Promise.all(calls);
}

const tally = (codes: number[]) => ({
  ok: codes.filter((c) => c === 200).length,
  limited: codes.filter((c) => c === 429).length,
});

describe.skipIf(!postgresUrl)('rate limits shared through PostgreSQL', () => {
  // One database, two instances: the second instance sees the first one's count.
  const apps = twoInstances(async () => [await createTestDatabase('postgres')]);

  it('lets exactly the limit through across both instances, even when the requests race', async () => {
    expect(tally(await burst(apps, 12))).toEqual({ ok: limit, limited: 12 - limit });
  });
});

describe.skipIf(!postgresUrl)(
  'the AI rate limit shared through PostgreSQL, counted beside the session lookup',
  () => {
    const apps = twoInstances(async () => [await createTestDatabase('postgres')], {
      AI_RATE_LIMIT: String(limit),
    });

    it('lets exactly the limit through across both instances, and answers 429 before the bad session’s 401', async () => {
      const codes = await streamBurst(apps, 12);
      expect(codes.filter((c) => c === 401)).toHaveLength(limit);
      expect(tally(codes).limited).toBe(12 - limit);
    });
  },
);

describe.skipIf(!postgresUrl)('rate limit counters in PostgreSQL', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('counts within a window, reports the time left, and starts again when it ends', async () => {
    if (!database) throw new Error('no database');
    const hits = rateLimitHitsRepository(database.db);
    const first = await hits.hit('k', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(200);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await hits.hit('k', 300)).current).toBe(2);
    expect((await hits.hit('other', 300)).current).toBe(1);
    await sleep(350);
    expect((await hits.hit('k', 300)).current).toBe(1);
    await hits.forgetEndedBefore(new Date(Date.now() + 1000));
    expect((await hits.hit('other', 300)).current).toBe(1);
  });

  it('commits a count without waiting for the disk, and leaves the connection committing as before', async () => {
    if (!postgresUrl) throw new Error('no database');
    // One connection: what the count sets must not outlive its own statement there.
    const scratch = await createScratchDatabase(postgresUrl, 'penwise_test');
    const single = await openPostgres(scratch.url, 1);
    try {
      await rateLimitHitsRepository(single.db).hit('k', 300);
      const { rows } = await single.sql.executeSql('show synchronous_commit');
      expect(rows).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await single.close();
      await scratch.drop();
    }
  });
});

describe('rate limits shared through Redis', async () => {
  const reachable = await redisReachable();
  // Separate embedded databases: only Redis is shared between the two instances.
  const apps = reachable
    ? twoInstances(async () => [await createTestDatabase('pglite'), await createTestDatabase('pglite')], {
        REDIS_URL: redisUrl,
      })
    : [];

  it.skipIf(!reachable)('lets exactly the limit through across both instances', async () => {
    expect(tally(await burst(apps, 10))).toEqual({ ok: limit, limited: 10 - limit });
  });
});

describe('a rate limiter that cannot count', () => {
  // Nothing listens on port 9: every count fails, and the requests go through instead of failing.
  // An embedded database each: one PGlite serves one server (its job queue and heartbeat assume so).
  const apps = twoInstances(
    async () => [await createTestDatabase('pglite'), await createTestDatabase('pglite')],
    {
      REDIS_URL: 'redis://127.0.0.1:9',
    },
  );

  it('lets requests through rather than taking the site down', async () => {
    expect(tally(await burst(apps, 6))).toEqual({ ok: 6, limited: 0 });
  });
});
