import type { LightMyRequestResponse } from 'fastify';
import {
  apiPaths,
  HistoryAnswer,
  ImageAnswer,
  InvoicesAnswer,
  ReferralAnswer,
  SpeechAnswer,
  TranscriptionAnswer,
  TwoFactorStatusAnswer,
  type CreditsAnswer,
} from '@penwise/contract';
import { fakeImageEngine } from '../adapters/ai/fake-image-engine.ts';
import { fakeSpeechEngine } from '../adapters/ai/fake-speech-engine.ts';
import { fakeTextEngine } from '../adapters/ai/fake-text-engine.ts';
import { fakeTranscriptionEngine } from '../adapters/ai/fake-transcription-engine.ts';
import { startCheckout } from '../modules/billing/billing-test-kit.ts';
import { subscriptionsRepository } from '../modules/billing/subscriptions.repository.ts';
import { multipartBody, toneWav } from '../test/audio-fixtures.ts';
import { grantCredits, signupAndLogin } from '../test/factories.ts';
import type { TestApp } from '../test/test-app.ts';
import { adminRepository } from '../modules/admin/admin.repository.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';

/** Fake engines for every modality, so both users can own one item of each kind. */
export const idorEngines = () => ({
  textEngine: fakeTextEngine(),
  imageEngine: fakeImageEngine(),
  speechEngine: fakeSpeechEngine(),
  transcriptionEngine: fakeTranscriptionEngine(),
});

/** A signed-up user as the IDOR tests act with them. */
export interface Person {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
  refCode: string;
  headers: Record<string, string>;
}

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export const caller =
  (t: TestApp): Call =>
  (method, url, headers = {}, payload) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(method === 'POST' || method === 'PUT' ? { payload: payload ?? {} } : {}),
    });

/** A route pattern with every path parameter an id nobody owns: the route answers before any lookup. */
export const withNobodysId = (pattern: string) =>
  pattern.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

/** A new user with `credits` pack credits and a session. */
export async function newPerson(t: TestApp, credits: number): Promise<Person> {
  const { user, session } = await signupAndLogin(t.app);
  const [row] = await adminRepository(t.database.db).listUsers(user.email, 1);
  if (!row) throw new Error('the user was not stored');
  await grantCredits(t.database.db, createCreditsService(t.database.db), row.id, { x: credits });
  const headers = { authorization: `Bearer ${session.idToken}` };
  const referral = await caller(t)('POST', apiPaths.plans.referral, headers);
  return {
    id: row.id,
    email: user.email,
    name: user.name,
    password: user.password,
    token: session.idToken,
    refCode: ReferralAnswer.parse(referral.json()).success.code,
    headers,
  };
}

/** One generation of every kind for `who`: a text, an image, a voiceover and a transcription. */
async function generateAll(t: TestApp, who: Person) {
  const call = caller(t);
  await call('POST', apiPaths.ai.text, who.headers, { tool_data: 'blog-ideas', content: 'Secret plans' });
  const image = ImageAnswer.parse(
    (await call('POST', apiPaths.ai.image, who.headers, { prompt: 'A secret', size: '256x256' })).json(),
  ).success;
  const speech = SpeechAnswer.parse(
    (await call('POST', apiPaths.ai.tts, who.headers, { prompt: 'A secret', voice: 'echo' })).json(),
  ).success;
  const upload = await multipartBody({ file: { bytes: toneWav(1), name: 'secret.wav', type: 'audio/wav' } });
  const transcription = TranscriptionAnswer.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: apiPaths.ai.transcribe,
        headers: { ...upload.headers, ...who.headers },
        payload: upload.payload,
      })
    ).json(),
  ).success;
  const history = HistoryAnswer.parse((await call('POST', apiPaths.plans.showHistory, who.headers)).json());
  return {
    historyIds: history.success.map((item) => item.id),
    mediaUrls: [image.image_url, speech.mp3_url, transcription.mp3_url],
  };
}

/**
 * A and B, each with credits and one item of every kind; A also holds a plan, a paid pack (two
 * invoices) and an open checkout (not paid). Everything A owns is listed, so tests can look for it in B's answers.
 */
export async function buildScene(t: TestApp) {
  const call = caller(t);
  const a = await newPerson(t, 20_000);
  const b = await newPerson(t, 20_000);
  const aOwns = await generateAll(t, a);
  const bOwns = await generateAll(t, b);
  const paidCheckouts: string[] = [];
  for (const product of ['Starter Plan', 'Bronze Pack']) {
    const id = await startCheckout(t.app, a, product);
    await call('POST', `${apiPaths.testCheckout.actions}/${id}/pay`, a.headers);
    paidCheckouts.push(id);
  }
  const openCheckout = await startCheckout(t.app, a, 'Silver Pack');
  return {
    a,
    b,
    aOwns,
    bOwns,
    paidCheckouts,
    openCheckout,
  };
}

export type Scene = Awaited<ReturnType<typeof buildScene>>;

/** Everything about `who` B must not change: credits, items, media, invoices, plan, 2FA, session. */
export async function stateOf(t: TestApp, who: Person, mediaUrls: string[]) {
  const call = caller(t);
  const post = async (url: string) => (await call('POST', url, who.headers)).json<unknown>();
  const history = HistoryAnswer.parse(await post(apiPaths.plans.showHistory)).success;
  const media = await Promise.all(mediaUrls.map(async (url) => (await call('GET', url)).statusCode));
  return {
    credits: ((await post(apiPaths.plans.showCredits)) as CreditsAnswer).success,
    history: history.map((item) => item.id),
    media,
    invoices: InvoicesAnswer.parse(await post(apiPaths.affiliateLogs)).success.logs,
    plan: await post(apiPaths.plans.hasPlan),
    // has-plan still names a plan cancelled for the end of its period: read the flag itself.
    subscription: await subscriptionsRepository(t.database.db)
      .findActive(who.id)
      .then((row) => row && { plan: row.plan, cancelAtPeriodEnd: row.cancelAtPeriodEnd }),
    twoFactor: TwoFactorStatusAnswer.parse(await post(apiPaths.auth.twoFactor.status)).success,
    sessionWorks: (await call('POST', apiPaths.auth.isLoggedIn, who.headers)).statusCode === 200,
  };
}

/**
 * Strings that identify A or A's things; none may appear in an answer B gets. Invoice numbers are a
 * plain sequence and no route takes one, so they are checked by list, not searched for.
 */
export function secretsOf(scene: Scene): string[] {
  const { a, aOwns } = scene;
  return [
    a.id,
    a.email,
    a.name,
    a.token,
    a.refCode,
    ...aOwns.historyIds,
    ...aOwns.mediaUrls.map((url) => url.split('/').at(-1) ?? url),
  ];
}
