import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoReady } from './browser.ts';

/** POSTs JSON to the server under test, with a bearer token when given. */
export async function api<T>(baseUrl: string, path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/**
 * Signs a new account up, buys it the Bronze pack through the built-in test checkout (the billing
 * spec does the same in the UI), and logs it in on `page`. Returns its session token.
 */
export async function loggedInWithPack(page: Page, baseUrl: string, name: string): Promise<string> {
  const account = {
    name,
    email: `${name.split(' ')[0]?.toLowerCase() ?? 'user'}.${Date.now()}@example.com`,
    password: 'long enough password',
  };
  await api(baseUrl, '/api/auth/signup', account);
  const { idToken } = await api<{ idToken: string }>(baseUrl, '/api/auth/login', account);
  const { sessionId } = await api<{ sessionId: string }>(
    baseUrl,
    '/api/plans/create-checkout-session',
    { product: 'Bronze Pack' },
    idToken,
  );
  const paid = await fetch(`${baseUrl}/api/test-checkout/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);

  await gotoReady(page, `${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return idToken;
}

/** The user's pack plus subscription credits. */
export async function creditsOf(baseUrl: string, token: string): Promise<number> {
  const { success } = await api<{ success: { x: number; y: number } }>(
    baseUrl,
    '/api/plans/show-credits',
    {},
    token,
  );
  return success.x + success.y;
}
