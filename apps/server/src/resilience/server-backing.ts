import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeStripe, type FakeStripe } from '../adapters/payments/fake-stripe-server.ts';
import { testWebhookSecret } from '../adapters/payments/stripe-event-fixtures.ts';
import { createScratchDatabase } from '../test/test-database.ts';

/** TEST_DATABASE_URL; when unset, undefined and a warning that `file` is skipped (it needs PostgreSQL). */
export function postgresAdminUrl(file: string): string | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) console.warn(`${file} skipped: TEST_DATABASE_URL is not set (needs PostgreSQL)`);
  return adminUrl;
}

/** What server processes share, as in production: one database, one Stripe, one DATA_DIR (a volume). */
export interface ServerBacking {
  scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  fake: FakeStripe;
  dataDir: string;
  /** The environment that points startServer at all three. */
  env: Record<string, string>;
  /** Stops the fake Stripe, drops the database and deletes DATA_DIR: after the servers have stopped. */
  close(): Promise<void>;
}

/** A scratch database next to `adminUrl` (named after `name`), a local fake Stripe and a temp DATA_DIR. */
export async function startServerBacking(adminUrl: string, name: string): Promise<ServerBacking> {
  const scratch = await createScratchDatabase(adminUrl, `penwise_${name}`);
  const fake = await startFakeStripe();
  const dataDir = await mkdtemp(path.join(tmpdir(), `penwise-${name}-`));
  const env = {
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: 'sk_test_penwise',
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_BASE: fake.url,
  };
  return {
    scratch,
    fake,
    dataDir,
    env,
    async close() {
      await fake.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
