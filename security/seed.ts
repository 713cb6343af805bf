import { apiPaths, CreateCheckoutAnswer, LoginAnswer, SpeechAnswer } from '@penwise/contract';

/** What the scans attack with: a logged-in user with credits and one item of each kind in history. */
export interface ScanAccount {
  email: string;
  password: string;
  token: string;
  historyId: string;
  mediaUrl: string;
}

async function post(baseUrl: string, path: string, body: object, token?: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seeding: ${path} answered ${String(res.status)} ${await res.text()}`);
  return res.json();
}

/** Signs a user up, buys the Gold Pack through the built-in test checkout and makes a voiceover. */
export async function seedScanAccount(baseUrl: string): Promise<ScanAccount> {
  const email = `scan.${String(Date.now())}@example.com`;
  const password = 'long enough password';
  await post(baseUrl, apiPaths.auth.signup, { name: 'Scan User', email, password });
  const login = LoginAnswer.parse(await post(baseUrl, apiPaths.auth.login, { email, password }));
  const token = login.idToken;
  const { sessionId } = CreateCheckoutAnswer.parse(
    await post(baseUrl, apiPaths.plans.createCheckoutSession, { product: 'Gold Pack' }, token),
  );
  const paid = await fetch(`${baseUrl}${apiPaths.testCheckout.actions}/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`seeding: the test checkout answered ${String(paid.status)}`);
  const voiceover = SpeechAnswer.parse(
    await post(baseUrl, apiPaths.ai.tts, { prompt: 'Security scan.', voice: 'alloy' }, token),
  );
  return { email, password, token, historyId: voiceover.success.id, mediaUrl: voiceover.success.mp3_url };
}
