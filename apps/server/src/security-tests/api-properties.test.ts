import fc from 'fast-check';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type LoginAnswer } from '@penwise/contract';
import { fakeImageEngine } from '../adapters/ai/fake-image-engine.ts';
import { fakeSpeechEngine } from '../adapters/ai/fake-speech-engine.ts';
import { fakeTextEngine } from '../adapters/ai/fake-text-engine.ts';
import { fakeTranscriptionEngine } from '../adapters/ai/fake-transcription-engine.ts';
import { adminRepository } from '../modules/admin/admin.repository.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { grantCredits, signupAndLogin } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import { moneyOf, problemsOf } from './answer-checks.ts';
import { fuzzRequests, type FuzzRequest } from './fuzz-request.ts';
import { encodeMultipart, multipartRequests } from './multipart-arbitraries.ts';
import { collectRoutesOfNextApp, routeKey, type RegisteredRoute } from './route-collector.ts';
import { routeTable, type RouteCall } from './route-table.ts';

// Runs per route; FUZZ_RUNS=1000 digs deeper locally. A failure prints fast-check's seed and path to replay it.
const numRuns = Number(process.env.FUZZ_RUNS ?? 30);
const metricsToken = 'metrics-token-for-the-fuzzer';
const password = 'correct horse battery staple';

interface FuzzUser {
  id: string;
  email: string;
  token: string;
}

// PostgreSQL too: the same inputs reach different drivers (pg vs PGlite) and their error paths.
describe.each(engines)('every route under hostile input (%s)', (engine) => {
  let t: TestApp;
  let registered: RegisteredRoute[] = [];
  // The fuzzer's own session stays valid throughout; routes that end sessions use the second user.
  let fuzzer: FuzzUser;
  let rotator: FuzzUser;
  let ip = 0;

  async function fuzzUser(): Promise<FuzzUser> {
    const { user, session } = await signupAndLogin(t.app, { password });
    const [row] = await adminRepository(t.database.db).listUsers(user.email, 1);
    if (!row) throw new Error('the fuzzing user was not stored');
    await grantCredits(t.database.db, createCreditsService(t.database.db), row.id, { x: 5000, y: 700 });
    return { id: row.id, email: user.email, token: session.idToken };
  }

  beforeAll(async () => {
    const collector = collectRoutesOfNextApp();
    t = await buildTestApp(
      engine,
      { METRICS_TOKEN: metricsToken },
      {
        textEngine: fakeTextEngine(),
        imageEngine: fakeImageEngine(),
        speechEngine: fakeSpeechEngine(),
        transcriptionEngine: fakeTranscriptionEngine(),
      },
    );
    registered = collector.routes;
    fuzzer = await fuzzUser();
    rotator = await fuzzUser();
  });
  afterAll(() => t.close());

  async function freshToken(who: FuzzUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { email: who.email, password },
    });
    return res.json<LoginAnswer>().idToken;
  }

  async function send(request: FuzzRequest, call: RouteCall, who: FuzzUser) {
    const headers = { ...request.headers };
    const sendsSession = request.auth === 'valid' || request.auth === 'lowercase-scheme';
    // A fresh login costs an argon2 hash: only when this run sends the session.
    const own = !sendsSession
      ? ''
      : call.access === 'metrics-token'
        ? metricsToken
        : call.endsSession
          ? await freshToken(who)
          : who.token;
    if (request.auth === 'valid') headers.authorization = `Bearer ${own}`;
    if (request.auth === 'lowercase-scheme') headers.authorization = `bearer ${own}`;
    if (typeof request.auth === 'object') headers.authorization = request.auth.garbage;
    if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
    ip += 1;
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.body ? { payload: request.body.payload } : {}),
      // A new address each time: per-IP rate limits would otherwise answer 429 before validation runs.
      remoteAddress:
        call.access === 'loopback' ? '127.0.0.1' : `10.${ip >> 16}.${(ip >> 8) & 255}.${ip & 255}`,
    });
  }

  it('has a way to call every route the app registers, and no entry for a route that is gone', () => {
    const keys = registered.map(routeKey);
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((key) => !(key in routeTable))).toEqual([]);
    const stale = Object.entries(routeTable).filter(([key, call]) => !call.optional && !keys.includes(key));
    expect(stale.map(([key]) => key)).toEqual([]);
  });

  /** Runs `arbitrary`'s requests through `send`: every answer is safe and `who`'s money never moves. */
  async function holds<T>(arbitrary: fc.Arbitrary<T>, who: FuzzUser, send: (value: T) => Promise<Response>) {
    // Each run is compared with the state the previous one left, so a shrunk counterexample is the
    // request that moved the money, not any request after it.
    let before = await moneyOf(t.database.db, who.id);
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        const res = await send(value);
        const [was, after] = [before, await moneyOf(t.database.db, who.id)];
        before = after;
        const summary = `${String(res.statusCode)} ${res.body.slice(0, 300)}`;
        expect(problemsOf(res), summary).toEqual([]);
        expect(after, summary).toEqual(was);
      }),
      { numRuns },
    );
  }

  const fuzzed = Object.entries(routeTable).filter(([, call]) => call.body !== 'multipart' && !call.optional);
  it.each(fuzzed)('%s: never a 5xx, a leaked stack, a malformed error or a changed balance', async (key) => {
    const call = routeTable[key] as RouteCall;
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const who = call.endsSession ? rotator : fuzzer;
    await holds(fuzzRequests(method, pattern, call), who, (request) => send(request, call, who));
  });

  it(`POST ${apiPaths.ai.transcribe} (multipart): the same, whatever parts arrive`, async () => {
    expect(routeTable[`POST ${apiPaths.ai.transcribe}`]?.body).toBe('multipart');
    await holds(multipartRequests, fuzzer, (request) => {
      const { payload, contentType } = encodeMultipart(request, fuzzer.token);
      const auth = request.auth;
      const authorization = auth === 'valid' ? `Bearer ${fuzzer.token}` : auth === 'none' ? '' : auth.garbage;
      ip += 1;
      return t.app.inject({
        method: 'POST',
        url: apiPaths.ai.transcribe,
        headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
        payload,
        remoteAddress: `10.${ip >> 16}.${(ip >> 8) & 255}.${ip & 255}`,
      });
    });
  });
});
