import {
  apiPaths,
  type CreateCheckoutAnswer,
  type CreditsAnswer,
  type InvoicesAnswer,
  type LoginAnswer,
} from '@penwise/contract';
import { signedDelivery } from '../adapters/payments/stripe-event-fixtures.ts';
import { buildUser } from '../test/factories.ts';
import { postJson } from '../test/server-process.ts';

/** A user as a browser knows them: credentials and the bearer header of a login. */
export interface HttpUser {
  email: string;
  password: string;
  headers: Record<string, string>;
}

/** Signs a user up on one server (no login: the caller picks the server that logs in). */
export async function signupOn(serverUrl: string): Promise<{ email: string; password: string }> {
  const user = buildUser();
  const res = await postJson(`${serverUrl}${apiPaths.auth.signup}`, { ...user, OAuth: false });
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return { email: user.email, password: user.password };
}

export async function loginOn(
  serverUrl: string,
  credentials: { email: string; password: string },
): Promise<HttpUser> {
  const res = await postJson(`${serverUrl}${apiPaths.auth.login}`, { ...credentials, OAuth: false });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  const token = (res.body as LoginAnswer).idToken;
  return { ...credentials, headers: { authorization: `Bearer ${token}` } };
}

export async function creditsOn(serverUrl: string, user: HttpUser) {
  const res = await postJson(`${serverUrl}${apiPaths.plans.showCredits}`, {}, user.headers);
  if (res.status !== 200) throw new Error(`show-credits failed: ${JSON.stringify(res.body)}`);
  return (res.body as CreditsAnswer).success;
}

export async function invoicesOn(serverUrl: string, user: HttpUser) {
  const res = await postJson(`${serverUrl}${apiPaths.affiliateLogs}`, {}, user.headers);
  return (res.body as InvoicesAnswer).success.logs;
}

export async function checkoutOn(serverUrl: string, user: HttpUser, product: string): Promise<string> {
  const res = await postJson(
    `${serverUrl}${apiPaths.plans.createCheckoutSession}`,
    { product },
    user.headers,
  );
  if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return (res.body as CreateCheckoutAnswer).sessionId;
}

export async function verifyOn(serverUrl: string, sessionId: string): Promise<number> {
  return (await fetch(`${serverUrl}${apiPaths.plans.verifySession}/${sessionId}`)).status;
}

/** Delivers `event` signed like Stripe; answers the status, or 0 when no answer came (a crashed server). */
export async function deliverTo(serverUrl: string, event: object): Promise<number> {
  const { payload, headers } = signedDelivery(event);
  try {
    const res = await fetch(`${serverUrl}${apiPaths.stripeWebhook}`, {
      method: 'POST',
      headers,
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
