import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { parseConfig, type Config } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { createPaymentEngine } from './index.ts';

const configOf = (env: Record<string, string>): Config => {
  const config = parseConfig(env);
  if ('problems' in config) throw new Error(config.problems.join('\n'));
  return config;
};
// The picker only constructs engines: nothing here queries the database.
const database = await openPglite();
afterAll(() => database.close());
const deps = { db: database.db, log: pino({ enabled: false }), now: () => Promise.resolve(new Date()) };

describe('createPaymentEngine', () => {
  it('uses the built-in test checkout without a Stripe key', () => {
    expect(createPaymentEngine(configOf({}), deps).provider).toBe('test');
  });

  it('uses Stripe when the key and the webhook secret are set', () => {
    const config = configOf({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(createPaymentEngine(config, deps).provider).toBe('stripe');
  });
});

describe('Stripe configuration', () => {
  it('refuses a Stripe key without a webhook secret, which would lose renewals and refunds', () => {
    const result = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect('problems' in result && result.problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: set it together with STRIPE_SECRET_KEY',
    ]);
  });

  it('refuses a publishable key where the secret key belongs, and a bad API base', () => {
    const result = parseConfig({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_API_BASE: 'not a url' });
    expect('problems' in result && result.problems.map((problem) => problem.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_API_BASE',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('checks test-checkout periods every minute unless told otherwise', () => {
    expect(configOf({}).BILLING_CHECK_INTERVAL).toBe(60);
    expect(configOf({ BILLING_CHECK_INTERVAL: '5m' }).BILLING_CHECK_INTERVAL).toBe(300);
  });
});
