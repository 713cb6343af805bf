// Seeds a running server through its public API only, as users would: signups, logins and test
// checkout purchases. Used by the benchmarks and the security scan; nothing is written behind its back.
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, CreateCheckoutAnswer, CreditsAnswer, LoginAnswer } from '@penwise/contract';

export interface Credentials {
  email: string;
  password: string;
}

/** POSTs JSON; waits out a 429 (create-checkout keeps its own per-minute limit) and retries. */
export async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  for (;;) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    if (res.status !== 429) return res;
    const wait = Number(res.headers.get('retry-after') ?? 5);
    console.log(`  (${path} answered 429: waiting ${String(wait)} s)`);
    await sleep(wait * 1000);
  }
}

/** Throws with the answer's text unless it has the expected status. */
export async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${String(res.status)}: ${await res.text()}`);
}

/** Signs a new account up; returns what logs it in. */
export async function signup(
  base: string,
  label: string,
  password = 'long enough password',
): Promise<Credentials> {
  const email = `${label}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@seed.example.com`;
  const res = await post(base, apiPaths.auth.signup, { email, password, name: label });
  await expectStatus(res, 201, `signup of ${email}`);
  return { email, password };
}

/** Logs in; returns the session token. */
export async function login(base: string, user: Credentials): Promise<string> {
  const res = await post(base, apiPaths.auth.login, user);
  await expectStatus(res, 200, `login of ${user.email}`);
  return LoginAnswer.parse(await res.json()).idToken;
}

/**
 * Buys a credit pack through the built-in test checkout (the same fulfilment as a paid Stripe checkout).
 * The server must run it: a loopback PUBLIC_URL, or PAYMENTS=test.
 */
export async function buyPack(base: string, token: string, pack = 'Gold Pack'): Promise<void> {
  const created = await post(base, apiPaths.plans.createCheckoutSession, { product: pack }, token);
  await expectStatus(created, 200, 'create-checkout-session');
  const { sessionId } = CreateCheckoutAnswer.parse(await created.json());
  // Only the buyer may pay their checkout: the same session pays, as the checkout page's script does.
  const paid = await post(base, `${apiPaths.testCheckout.actions}/${sessionId}/pay`, {}, token);
  await expectStatus(paid, 303, 'test checkout pay');
}

/** The user's pack and plan credits together. */
export async function creditsOf(base: string, token: string): Promise<number> {
  const res = await post(base, apiPaths.plans.showCredits, {}, token);
  await expectStatus(res, 200, 'show-credits');
  const { x, y } = CreditsAnswer.parse(await res.json()).success;
  return x + y;
}

/** A new account holding a credit pack: its credentials and session token. */
export async function buyer(base: string, label: string, password?: string) {
  const credentials = await signup(base, label, password);
  const token = await login(base, credentials);
  await buyPack(base, token);
  if ((await creditsOf(base, token)) <= 0) throw new Error(`${label} got no credits from the test checkout`);
  return { ...credentials, token };
}
