import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { parseConfig, type Config } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { createPaymentEngine, warnIfTestCheckout } from './index.ts';

const configOf = (env: Record<string, string>): Config => {
  const config = parseConfig(env);
  if ('problems' in config) throw new Error(config.problems.join('\n'));
  return config;
};
// The picker only constructs engines: nothing here queries the database.
const database = await openPglite();
afterAll(() => database.close());
const deps = { db: database.db, log: pino({ enabled: false }), now: () => Promise.resolve(new Date()) };

/** A logger that keeps its lines, to read what the picker said at start. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), warnings: () => lines.filter((line) => line.level === 40) };
}

describe('createPaymentEngine', async () => {
  it('uses the built-in test checkout without a Stripe key on a loopback PUBLIC_URL (the quick start)', async () => {
    for (const PUBLIC_URL of [
      undefined,
      'http://localhost:3100',
      'http://127.0.0.1:3000',
      'http://[::1]:8080',
    ]) {
      const config = configOf(PUBLIC_URL ? { PUBLIC_URL } : {});
      expect(config.PAYMENTS).toBe('test');
      expect((await createPaymentEngine(config, deps)).provider).toBe('test');
    }
  });

  it('turns payments off without a Stripe key on a public PUBLIC_URL: nobody gets credits for free', async () => {
    for (const PUBLIC_URL of [
      'https://penwise.example',
      'http://192.168.1.20:3000',
      'https://localhost.example',
    ]) {
      const config = configOf({ PUBLIC_URL });
      expect(config.PAYMENTS).toBe('off');
      expect((await createPaymentEngine(config, deps)).mode).toBe('off');
    }
  });

  it('runs the test checkout on a public PUBLIC_URL only when PAYMENTS=test says so, with a warning', async () => {
    const { log, warnings } = recordingLog();
    const config = configOf({ PUBLIC_URL: 'https://penwise.example', PAYMENTS: 'test' });
    const engine = await createPaymentEngine(config, deps);
    expect(engine.mode).toBe('test');
    warnIfTestCheckout(engine, log, config.PUBLIC_URL);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.msg).toMatch(/test checkout is on/);
  });

  it('warns at start whenever the test checkout is on, and not otherwise', async () => {
    for (const [env, count] of [
      [{}, 1],
      [{ PUBLIC_URL: 'https://penwise.example' }, 0],
      [{ PAYMENTS: 'off' }, 0],
      [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 0],
    ] as const) {
      const { log, warnings } = recordingLog();
      const config = configOf(env);
      warnIfTestCheckout(await createPaymentEngine(config, deps), log, config.PUBLIC_URL);
      expect(warnings(), JSON.stringify(env)).toHaveLength(count);
    }
  });

  it('turns payments off on a loopback PUBLIC_URL too when PAYMENTS=off', async () => {
    expect((await createPaymentEngine(configOf({ PAYMENTS: 'off' }), deps)).mode).toBe('off');
  });

  it('uses Stripe when the key and the webhook secret are set', async () => {
    const config = configOf({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.PAYMENTS).toBe('stripe');
    expect((await createPaymentEngine(config, deps)).provider).toBe('stripe');
  });
});

describe('PAYMENTS configuration', async () => {
  it('refuses a value other than stripe, test or off', async () => {
    const result = parseConfig({ PAYMENTS: 'free' });
    expect('problems' in result && result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'PAYMENTS',
    ]);
  });

  it('refuses PAYMENTS=stripe without a key, and test or off beside a key', async () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    for (const env of [
      { PAYMENTS: 'stripe' },
      { ...stripeKeys, PAYMENTS: 'test' },
      { ...stripeKeys, PAYMENTS: 'off' },
    ]) {
      const result = parseConfig(env);
      expect('problems' in result && result.problems.map((problem) => problem.split(':')[0])).toEqual([
        'PAYMENTS',
      ]);
    }
    expect(configOf({ ...stripeKeys, PAYMENTS: 'stripe' }).PAYMENTS).toBe('stripe');
  });
});

describe('Stripe configuration', async () => {
  it('refuses a Stripe key without a webhook secret, which would lose renewals and refunds', async () => {
    const result = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect('problems' in result && result.problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: set it together with STRIPE_SECRET_KEY',
    ]);
  });

  it('refuses a publishable key where the secret key belongs, and a bad API base', async () => {
    const result = parseConfig({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_API_BASE: 'not a url' });
    expect('problems' in result && result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_API_BASE',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('checks test-checkout periods every minute unless told otherwise', async () => {
    expect(configOf({}).BILLING_CHECK_INTERVAL).toBe(60);
    expect(configOf({ BILLING_CHECK_INTERVAL: '5m' }).BILLING_CHECK_INTERVAL).toBe(300);
  });
});
