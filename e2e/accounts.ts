import type { Page } from 'playwright-core';
import { buyPack } from '../scripts/api-seed.ts';
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

/** Signs a new account up and logs it in on `page` through the login form. Returns its session token. */
export async function loggedIn(page: Page, baseUrl: string, name: string): Promise<string> {
  const first = name.split(' ')[0]?.toLowerCase() ?? 'user';
  const account = {
    name,
    email: `${first}.${String(Date.now())}@example.com`,
    password: 'long enough password',
  };
  await api(baseUrl, '/api/auth/signup', account);
  await gotoReady(page, `${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  return (JSON.parse(stored ?? '{}') as { idToken: string }).idToken;
}

/** `loggedIn`, plus the Bronze pack bought through the built-in test checkout (the billing spec does it in the UI). */
export async function loggedInWithPack(page: Page, baseUrl: string, name: string): Promise<string> {
  const token = await loggedIn(page, baseUrl, name);
  await buyPack(baseUrl, token, 'Bronze Pack');
  return token;
}

/** The user's pack (x) and subscription (y) credits. */
export async function creditsOf(baseUrl: string, token: string): Promise<{ x: number; y: number }> {
  return (await api<{ success: { x: number; y: number } }>(baseUrl, '/api/plans/show-credits', {}, token))
    .success;
}
