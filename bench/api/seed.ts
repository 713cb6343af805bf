// Seeds the running server through its public API only, as users would: signups, logins, test
// checkout purchases and demo generations. Nothing is written into the database behind its back.
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, CreateCheckoutAnswer, CreditsAnswer, LoginAnswer } from '@penwise/contract';

export const benchPassword = 'benchmark password 1';
export const benchTool = { tool_data: 'blog-ideas', content: 'Ten blog ideas about tea.' };
const pack = 'Gold Pack';

export interface Credentials {
  email: string;
  password: string;
}

/** POSTs JSON; waits out a 429 (create-checkout keeps its own per-minute limit) and retries. */
async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
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

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${String(res.status)}: ${await res.text()}`);
}

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
export async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Signs a new account up; returns what logs it in. */
export async function signup(base: string, label: string): Promise<Credentials> {
  const email = `${label}-${String(Date.now())}@bench.example.com`;
  const res = await post(base, apiPaths.auth.signup, { email, password: benchPassword, name: label });
  await expectStatus(res, 201, `signup of ${email}`);
  return { email, password: benchPassword };
}

/** Logs in; returns the session token. */
export async function login(base: string, user: Credentials): Promise<string> {
  const res = await post(base, apiPaths.auth.login, user);
  await expectStatus(res, 200, `login of ${user.email}`);
  return LoginAnswer.parse(await res.json()).idToken;
}

/** Buys a credit pack through the built-in test checkout (the same fulfilment as a paid Stripe checkout). */
export async function buyPack(base: string, token: string): Promise<void> {
  const created = await post(base, apiPaths.plans.createCheckoutSession, { product: pack }, token);
  await expectStatus(created, 200, 'create-checkout-session');
  const { sessionId } = CreateCheckoutAnswer.parse(await created.json());
  const paid = await post(base, `${apiPaths.testCheckout.actions}/${sessionId}/pay`, {});
  await expectStatus(paid, 303, 'test checkout pay');
}

/** The user's pack and plan credits. */
export async function creditsOf(base: string, token: string): Promise<number> {
  const res = await post(base, apiPaths.plans.showCredits, {}, token);
  await expectStatus(res, 200, 'show-credits');
  const { x, y } = CreditsAnswer.parse(await res.json()).success;
  return x + y;
}

/** A new account holding a credit pack; returns its session token. */
export async function buyer(base: string, label: string): Promise<string> {
  const token = await login(base, await signup(base, label));
  await buyPack(base, token);
  if ((await creditsOf(base, token)) <= 0) throw new Error(`${label} got no credits from the test checkout`);
  return token;
}

/** Writes `count` history items for the user with demo text generations. */
export async function generateHistory(base: string, token: string, count: number): Promise<void> {
  await inParallel(count, 10, async () => {
    const res = await post(base, apiPaths.ai.text, benchTool, token);
    await expectStatus(res, 200, 'text generation');
  });
}
