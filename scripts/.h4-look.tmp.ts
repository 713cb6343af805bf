// Throwaway (helper H4): /billing with a past-due Stripe plan, against the local fake Stripe. Deleted after use.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeStripe } from '../apps/server/src/adapters/payments/fake-stripe-server.ts';
import {
  checkoutCompleted,
  invoicePaymentFailed,
  signedDelivery,
  testWebhookSecret,
} from '../apps/server/src/adapters/payments/stripe-event-fixtures.ts';

const port = 3147;
const base = `http://127.0.0.1:${port}`;
const out = '/tmp/h4-look';
const fake = await startFakeStripe();
const dataDir = await mkdtemp(path.join(tmpdir(), 'h4-data-'));
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: 'apps/web/build/client',
    AI_ENGINE: 'demo',
    STRIPE_SECRET_KEY: 'sk_test_penwise',
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_BASE: fake.url,
  },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 240; i += 1) {
    if ((await fetch(`${base}/api/healthz`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const post = async (p: string, body: object, token?: string) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const account = { name: 'Ada Lovelace', email: `ada.${Date.now()}@example.com`, password: 'long enough password' };
  await post('/api/auth/signup', { ...account, OAuth: false });
  const login = await post('/api/auth/login', { ...account, OAuth: false });
  const token = String(login.json.idToken);
  const checkout = await post('/api/plans/create-checkout-session', { product: 'Starter Plan' }, token);
  const paid = fake.complete(String(checkout.json.sessionId));
  const deliver = async (event: object) => {
    const { payload, headers } = signedDelivery(event);
    const res = await fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
    console.log('webhook', res.status, await res.text());
  };
  await deliver(checkoutCompleted(paid.session));
  const period = paid.period ?? { start: 0, end: 0 };
  await deliver(
    invoicePaymentFailed({
      invoice: 'in_declined',
      subscription: paid.subscription?.id ?? '',
      period: { start: period.end, end: period.end + 30 * 86400 },
      metadata: paid.session.metadata as Record<string, string>,
      amountDue: 1999,
    }),
  );
  console.log('status', JSON.stringify((await post('/api/billing/status', {}, token)).json));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of [1440, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await page.goto(`${base}/login`);
    await page.evaluate((stored) => localStorage.setItem('user', stored), JSON.stringify(login.json));
    for (const route of ['billing', 'dashboard']) {
      await page.goto(`${base}/${route}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${out}/${route}-${width}.png` });
    }
    if (width === 1440) {
      // The fake portal's address does not resolve here: answer it in the browser instead.
      await page.route('https://billing.stripe.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Stripe customer portal (fake)</h1>' }),
      );
      await page.goto(`${base}/billing`);
      await page.getByRole('button', { name: 'Manage billing' }).click();
      await page.waitForURL(/billing\.stripe\.test/).catch(() => undefined);
      console.log('after Manage billing:', page.url());
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await fake.close();
}
