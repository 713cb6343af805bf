import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  apiPaths,
  HistoryAnswer,
  InvoicesAnswer,
  IsLoggedInAnswer,
  VerifySessionAnswer,
} from '@penwise/contract';
import { useTestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import { multipartBody, toneWav } from '../test/audio-fixtures.ts';
import { buildScene, caller, idorEngines, secretsOf, withNobodysId, type Scene } from './idor-scene.ts';
import { routeTable } from './route-table.ts';

type Request = ['GET' | 'POST', string, Record<string, string>?, object?];

interface ReadAttempt {
  /** What B tries. */
  name: string;
  request: (s: Scene) => Request;
  /** What B must get instead (B's own data, an empty list, a 404); `asB` repeats a plain call as B. */
  expect: (res: LightMyRequestResponse, s: Scene, asB: (url: string) => Promise<unknown>) => unknown;
  /** A's identifiers this answer may carry by design, and why. */
  mayShow?: (s: Scene) => string[];
}

const ids = (res: LightMyRequestResponse) => HistoryAnswer.parse(res.json()).success.map((item) => item.id);
const sorted = (list: string[]) => [...list].sort();
const { plans, auth } = apiPaths;
const naming = (s: Scene) => ({ user: { success: { email: s.a.email, idToken: s.b.token } } });

// B, signed in, reads everything A could have: every answer is B's own, empty or 404, and carries no
// identifier of A's (id, e-mail, name, token, referral code, history or media ids).
const reads: ReadAttempt[] = [
  {
    name: 'the history list',
    request: (s) => ['POST', plans.showHistory, s.b.headers],
    expect: (res, s) => expect(sorted(ids(res))).toEqual(sorted(s.bOwns.historyIds)),
  },
  {
    name: 'the history list, naming A in the body',
    request: (s) => ['POST', plans.showHistory, s.b.headers, naming(s)],
    expect: (res, s) => expect(sorted(ids(res))).toEqual(sorted(s.bOwns.historyIds)),
  },
  {
    name: 'the history list, A’s token in the body under B’s header',
    request: (s) => ['POST', plans.showHistory, s.b.headers, { user: { idToken: s.a.token } }],
    expect: (res, s) => expect(sorted(ids(res))).toEqual(sorted(s.bOwns.historyIds)),
  },
  ...[0, 1, 2, 3].map((n): ReadAttempt => ({
    name: `the history page before A’s item #${String(n + 1)} (a paging cursor)`,
    request: (s) => ['POST', plans.showHistory, s.b.headers, { before: s.aOwns.historyIds[n] }],
    expect: (res) => expect(ids(res)).toEqual([]),
  })),
  {
    name: 'the invoices',
    request: (s) => ['POST', apiPaths.affiliateLogs, s.b.headers, naming(s)],
    expect: (res) => expect(InvoicesAnswer.parse(res.json()).success.logs).toEqual([]),
  },
  {
    name: 'the credits, naming A in the body',
    request: (s) => ['POST', plans.showCredits, s.b.headers, naming(s)],
    expect: async (res, _s, asB) => expect(res.json()).toEqual(await asB(plans.showCredits)),
  },
  {
    name: 'the plan',
    request: (s) => ['POST', plans.hasPlan, s.b.headers, naming(s)],
    expect: (res) => expect(res.json()).toEqual({ success: 'False' }),
  },
  {
    name: 'the referral code',
    request: (s) => ['POST', plans.referral, s.b.headers, naming(s)],
    expect: (res, s) => expect(res.json()).toMatchObject({ success: { code: s.b.refCode } }),
  },
  {
    name: 'the account, naming A in the body',
    request: (s) => ['POST', auth.isLoggedIn, s.b.headers, naming(s)],
    expect: (res, s) => expect(IsLoggedInAnswer.parse(res.json()).success.email).toBe(s.b.email),
  },
  {
    name: 'the two-factor status',
    request: (s) => ['POST', auth.twoFactor.status, s.b.headers, naming(s)],
    expect: async (res, _s, asB) => expect(res.json()).toEqual(await asB(auth.twoFactor.status)),
  },
  {
    name: 'a guessed media id',
    request: () => ['GET', `${apiPaths.media}/${'A'.repeat(32)}`, {}],
    expect: (res) => expect(res.statusCode).toBe(404),
  },
  ...[0, 1, 2].map((n): ReadAttempt => ({
    name: `A’s media link #${String(n + 1)} with one character changed`,
    request: (s) => {
      const url = s.aOwns.mediaUrls[n] ?? '';
      const last = url.at(-1) === 'A' ? 'B' : 'A';
      return ['GET', url.slice(0, -1) + last, s.b.headers];
    },
    expect: (res) => expect(res.statusCode).toBe(404),
  })),
  // The session id is the key to a checkout's status, as with Stripe: A's browser gets it on the
  // success page. Its status and product only: never A's user id.
  {
    name: 'A’s paid checkout through verify-session (open to its link, without A’s id)',
    request: (s) => ['GET', `${plans.verifySession}/${s.paidCheckouts[1] ?? ''}`, s.b.headers],
    expect: (res) => expect(VerifySessionAnswer.parse(res.json()).payment_status).toBe('paid'),
  },
  {
    name: 'A’s open checkout page (open to its link)',
    request: (s) => ['GET', `${apiPaths.testCheckout.page}/${s.openCheckout}`, s.b.headers],
    expect: (res) => expect(res.statusCode).toBe(200),
  },
];

describe.each(engines)('IDOR: B reads nothing of A’s (%s)', (engine) => {
  const t = useTestApp(engine, {}, idorEngines());
  let scene: Scene;
  beforeAll(async () => {
    scene = await buildScene(t());
  });

  it.each(reads.map((read) => [read.name, read] as const))('%s', async (_name, read) => {
    const [method, url, headers, payload] = read.request(scene);
    const res = await caller(t())(method, url, headers, payload);
    expect(res.statusCode).toBeLessThan(500);
    const asB = async (path: string) => (await caller(t())('POST', path, scene.b.headers)).json<unknown>();
    await read.expect(res, scene, asB);
    const allowed = new Set(read.mayShow?.(scene) ?? []);
    const shown = secretsOf(scene).filter((secret) => !allowed.has(secret) && res.body.includes(secret));
    expect(shown).toEqual([]);
  });

  it('serves A’s media to anyone holding the link, by design: 192 random bits are the key', async () => {
    for (const url of scene.aOwns.mediaUrls) {
      expect((await caller(t())('GET', url)).statusCode).toBe(200);
    }
  });

  // Every route that needs a login, called with a body it would accept but no session.
  const userRoutes = Object.entries(routeTable).filter(([, call]) => call.access === 'user');
  it.each(userRoutes.filter(([, call]) => call.body === 'json'))(
    '%s refuses a caller without a session (401)',
    async (key, call) => {
      const [method = 'POST', pattern = '/'] = key.split(' ');
      const sample = { ...call.sample, user: undefined };
      const res = await caller(t())(method as 'POST' | 'PUT', withNobodysId(pattern), {}, sample);
      expect(res.statusCode).toBe(401);
    },
  );

  it('refuses a transcription without a session (401) and charges nobody', async () => {
    const upload = await multipartBody({ file: { bytes: toneWav(1), name: 'a.wav', type: 'audio/wav' } });
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: upload.headers,
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(userRoutes.some(([key]) => key === `POST ${apiPaths.ai.transcribe}`)).toBe(true);
  });
});
