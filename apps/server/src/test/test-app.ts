import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppWithServices, type AppOverrides } from '../app.ts';
import type { Services } from '../composition/composition-root.ts';
import { parseConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { readOutbox } from './outbox.ts';
import { createTestDatabase, type Engine } from './test-database.ts';

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-01-01T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes: (minutes: number) => {
      now += minutes * 60_000;
    },
  };
}

/** What a test app may swap: everything but the database and clock, which the test app makes itself. */
export type TestAppOverrides = Omit<AppOverrides, 'database' | 'now'>;

export interface TestApp {
  app: FastifyInstance;
  /** The services the app runs on, built by the composition root over the test database and clock. */
  services: Services;
  database: Database;
  config: Config;
  clock: ReturnType<typeof testClock>;
  /** Messages written to DATA_DIR/mail, decoded, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of the given engine, with a temp DATA_DIR and a test clock; `overrides`
 * swaps any adapter of the composition root (mail, payments, media storage, catalogue) or AI engine.
 */
export async function buildTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-test-'));
  const parsed = parseConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
  const database = await createTestDatabase(engine);
  const clock = testClock();
  const { app, services } = await buildAppWithServices(parsed, { database, now: clock.now, ...overrides });
  const mailDir = path.join(dataDir, 'mail');
  return {
    app,
    services,
    database,
    config: parsed,
    clock,
    outbox: () => readOutbox(mailDir),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds one app for the enclosing describe block and closes it afterwards; call the result inside tests. */
export function useTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  overrides: TestAppOverrides = {},
): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(engine, env, overrides);
  });
  afterAll(() => current?.close());
  return () => {
    if (!current) throw new Error('the test app is used before beforeAll ran');
    return current;
  };
}
