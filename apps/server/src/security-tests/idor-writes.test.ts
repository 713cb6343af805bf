import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths, type LoginAnswer } from '@penwise/contract';
import { startCheckout } from '../modules/billing/billing-test-kit.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { multipartBody, toneWav } from '../test/audio-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import {
  buildScene,
  caller,
  idorEngines,
  newPerson,
  stateOf,
  withNobodysId,
  type Call,
  type Scene,
} from './idor-scene.ts';
import { routeTable } from './route-table.ts';

interface WriteAttempt {
  /** What B tries. */
  name: string;
  /** B's try, with a fresh session of B's (some attempts end it). */
  act: (s: Scene, asB: Record<string, string>, call: Call) => Promise<LightMyRequestResponse>;
  /** B's answer. */
  status: number;
  /** B's own credits may move: B legitimately spent or bought something as B. */
  bSpends?: boolean;
}

const { plans, auth, ai, testCheckout } = apiPaths;
const naming = (s: Scene, token = s.a.token) => ({ user: { success: { email: s.a.email, idToken: token } } });

// B, with a session of B's own, tries to change A's things; afterwards A's credits, history, media,
// invoices, plan, two-factor state and session are exactly as before, and B gained nothing.
const writes: WriteAttempt[] = [
  ...[0, 1, 2, 3].map((n): WriteAttempt => ({
    name: `delete A’s history item #${String(n + 1)} (and its media)`,
    act: (s, asB, call) => call('POST', plans.deleteHistory, asB, { id: s.aOwns.historyIds[n] }),
    status: 404,
  })),
  {
    name: 'delete A’s history item, naming A with A’s token in the body',
    act: (s, asB, call) =>
      call('POST', plans.deleteHistory, asB, { id: s.aOwns.historyIds[0], ...naming(s) }),
    status: 404,
  },
  {
    name: 'cancel A’s plan, naming A in the body',
    act: (s, asB, call) => call('POST', plans.cancelPlan, asB, naming(s)),
    status: 400,
  },
  {
    name: 'log A out, A’s token in the body',
    act: (s, asB, call) => call('POST', auth.logout, asB, naming(s)),
    status: 200,
  },
  {
    name: 'log A out everywhere, A’s token in the body',
    act: (s, asB, call) => call('POST', auth.logoutEverywhere, asB, naming(s)),
    status: 200,
  },
  {
    name: 'change A’s password with B’s own, A’s token in the body',
    act: (s, asB, call) =>
      call('POST', auth.changePassword, asB, {
        current_password: s.b.password,
        new_password: s.b.password,
        ...naming(s),
      }),
    // The same password again: refused, so B's login stays usable for the next attempts.
    status: 400,
  },
  {
    name: 'start two-factor set-up for A, A’s token in the body',
    act: (s, asB, call) => call('POST', auth.twoFactor.setup, asB, { password: s.b.password, ...naming(s) }),
    status: 200,
  },
  {
    name: 'turn A’s two-factor off',
    act: (s, asB, call) =>
      call('POST', auth.twoFactor.disable, asB, { password: s.b.password, code: '000000', ...naming(s) }),
    // B's own two-factor is off: the answer is about B, whoever B names.
    status: 409,
  },
  {
    name: 'claim a product for A through purchase',
    act: (s, asB, call) =>
      call('POST', plans.purchase, asB, {
        product: { product: 'Gold Pack', email: s.a.email },
        ...naming(s),
      }),
    status: 400,
  },
  {
    name: 'verify A’s paid checkout twice (it was granted once already)',
    act: async (s, asB, call) => {
      await call('GET', `${plans.verifySession}/${s.paidCheckouts[1] ?? ''}`, asB);
      return call('GET', `${plans.verifySession}/${s.paidCheckouts[1] ?? ''}`, asB);
    },
    status: 200,
  },
  {
    name: 'verify A’s open checkout',
    act: (s, asB, call) => call('GET', `${plans.verifySession}/${s.openCheckout}`, asB),
    status: 200,
  },
  {
    name: 'buy a pack through a checkout naming A in the purchase info',
    act: async (s, asB, call) => {
      const res = await call('POST', plans.createCheckoutSession, asB, {
        product: { product: 'Bronze Pack', email: s.a.email, sessionId: s.openCheckout },
        ...naming(s),
      });
      const { sessionId } = res.json<{ sessionId: string }>();
      return call('POST', `${testCheckout.actions}/${sessionId}/pay`, asB);
    },
    status: 303,
    bSpends: true,
  },
  {
    name: 'generate text with A’s token in the body (B is charged)',
    act: (s, asB, call) =>
      call('POST', ai.text, asB, { tool_data: 'blog-ideas', content: 'Mine', ...naming(s) }),
    status: 200,
    bSpends: true,
  },
  {
    name: 'transcribe with A’s identity in the json field (B is charged)',
    act: async (s, asB, call) => {
      const json = JSON.stringify({ success: { idToken: s.a.token } });
      const form = await multipartBody({
        json,
        file: { bytes: toneWav(1), name: 'b.wav', type: 'audio/wav' },
      });
      return call('POST', ai.transcribe, { ...asB, ...form.headers }, form.payload);
    },
    status: 200,
    bSpends: true,
  },
  // The test checkout's link opens its page, but only the user who started it may pay or cancel it.
  {
    name: 'pay A’s open checkout',
    act: (s, asB, call) => call('POST', `${testCheckout.actions}/${s.openCheckout}/pay`, asB),
    status: 404,
  },
  {
    name: 'pay A’s open checkout with no session at all',
    act: (s, _asB, call) => call('POST', `${testCheckout.actions}/${s.openCheckout}/pay`),
    status: 401,
  },
  {
    name: 'cancel A’s open checkout',
    act: (s, asB, call) => call('POST', `${testCheckout.actions}/${s.openCheckout}/cancel`, asB),
    status: 404,
  },
];

describe.each(engines)('IDOR: B changes nothing of A’s (%s)', (engine) => {
  const t = useTestApp(engine, {}, idorEngines());
  let scene: Scene;
  beforeAll(async () => {
    scene = await buildScene(t());
  });

  // Read from the ledger's owner, not over HTTP: some attempts end every session B has.
  const creditsOfB = () => createCreditsService(t().database.db).balance(scene.b.id);

  it.each(writes.map((write) => [write.name, write] as const))('%s', async (_name, write) => {
    const call = caller(t());
    const login = await call('POST', auth.login, {}, { email: scene.b.email, password: scene.b.password });
    const asB = { authorization: `Bearer ${login.json<LoginAnswer>().idToken}` };
    const a = await stateOf(t(), scene.a, scene.aOwns.mediaUrls);
    const b = await creditsOfB();

    const res = await write.act(scene, asB, call);
    expect(res.statusCode, res.body).toBe(write.status);

    expect(await stateOf(t(), scene.a, scene.aOwns.mediaUrls)).toEqual(a);
    if (!write.bSpends) expect(await creditsOfB()).toEqual(b);
  });

  it('lets A change A’s own things (the attempts above could have succeeded)', async () => {
    const call = caller(t());
    expect(
      (await call('POST', plans.deleteHistory, scene.a.headers, { id: scene.aOwns.historyIds[0] }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', plans.cancelPlan, scene.a.headers)).statusCode).toBe(200);
    const fresh = await startCheckout(t().app, scene.a, 'Bronze Pack');
    expect((await call('GET', `${plans.verifySession}/${fresh}`)).statusCode).toBe(200);
    const paid = await call('POST', `${testCheckout.actions}/${scene.openCheckout}/pay`, scene.a.headers);
    expect(paid.statusCode).toBe(303);
  });

  describe('sessions', () => {
    const userRoutes = Object.entries(routeTable).filter(([, c]) => c.access === 'user' && c.body === 'json');

    it('opens none of the user routes with a token its owner logged out, in the header or the body', async () => {
      const call = caller(t());
      const c = await newPerson(t(), 1000);
      expect((await call('POST', auth.logout, c.headers)).statusCode).toBe(200);
      for (const [key, route] of userRoutes) {
        const [method = 'POST', pattern = '/'] = key.split(' ');
        const [verb, url] = [method as 'POST' | 'PUT', withNobodysId(pattern)];
        const sample = { ...route.sample, user: undefined };
        expect((await call(verb, url, c.headers, sample)).statusCode, key).toBe(401);
        const inBody = { ...sample, user: { success: { email: c.email, idToken: c.token } } };
        expect((await call(verb, url, {}, inBody)).statusCode, key).toBe(401);
      }
    });

    it('takes A’s e-mail with a made-up token for nobody', async () => {
      const forged = { user: { success: { email: scene.a.email, idToken: 'not-a-session' } } };
      expect((await caller(t())('POST', plans.showCredits, {}, forged)).statusCode).toBe(401);
    });

    it('ends every session of A on A’s logout-everywhere, and none of B’s', async () => {
      const call = caller(t());
      const [a, b] = [await newPerson(t(), 0), await newPerson(t(), 0)];
      const login = await call('POST', auth.login, {}, { email: a.email, password: a.password });
      const second = { authorization: `Bearer ${login.json<LoginAnswer>().idToken}` };
      expect((await call('POST', auth.logoutEverywhere, a.headers)).statusCode).toBe(200);
      expect((await call('POST', auth.isLoggedIn, a.headers)).statusCode).toBe(401);
      expect((await call('POST', auth.isLoggedIn, second)).statusCode).toBe(401);
      expect((await call('POST', auth.isLoggedIn, b.headers)).statusCode).toBe(200);
    });
  });
});
