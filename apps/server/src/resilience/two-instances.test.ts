import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorTexts, type HistoryAnswer, type ImageAnswer } from '@penwise/contract';
import { checkoutCompleted } from '../adapters/payments/stripe-event-fixtures.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { grantCredits } from '../test/factories.ts';
import {
  checkoutOn,
  creditsOn,
  deliverTo,
  invoicesOn,
  loginOn,
  signupOn,
  verifyOn,
  type HttpUser,
} from './http-kit.ts';
import { postgresAdminUrl, startServerBacking, type ServerBacking } from './server-backing.ts';
import { postJson, startServer, type ServerProcess } from '../test/server-process.ts';

const adminUrl = postgresAdminUrl('two-instances.test.ts');

const invalidToken = { error: errorTexts.invalidToken, code: 'invalid_token' };

// Two real server processes (A and B) on one PostgreSQL database and one DATA_DIR (a shared volume for
// media), as behind a load balancer: every step below alternates between them.
describe.skipIf(!adminUrl)('two app instances on one PostgreSQL', () => {
  let backing: ServerBacking;
  let a: ServerProcess;
  let b: ServerProcess;
  let observer: Database;

  beforeAll(async () => {
    backing = await startServerBacking(adminUrl ?? '', 'pair');
    // Started together: both migrate the empty database at once, under the advisory lock.
    // The race below fires twelve images for one user: lift the per-user media cap so credits decide.
    const env = { ...backing.env, MEDIA_MAX_PER_USER: '12', MEDIA_MAX_CONCURRENT: '12' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    observer = await openPostgres(backing.scratch.url, 2);
  });
  afterAll(async () => {
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    await observer.close();
    await backing.close();
  });

  const post = (server: ServerProcess, url: string, user: HttpUser, body: object = {}) =>
    postJson(`${server.url}${url}`, body, user.headers);

  it('a session made on one instance works on the other and ends on both', async () => {
    const user = await loginOn(b.url, await signupOn(a.url));
    expect((await post(a, apiPaths.auth.isLoggedIn, user)).body).toMatchObject({
      success: { email: user.email },
    });
    expect(await creditsOn(a.url, user)).toEqual({ x: 0, y: 0 });

    expect((await post(b, apiPaths.auth.logout, user)).status).toBe(200);
    for (const server of [a, b]) {
      expect(await post(server, apiPaths.plans.showCredits, user)).toEqual({
        status: 401,
        body: invalidToken,
      });
    }
  });

  it('a password changed on one instance logs out the other devices on both', async () => {
    const credentials = await signupOn(b.url);
    const here = await loginOn(a.url, credentials);
    const elsewhere = await loginOn(b.url, credentials);
    const change = await post(a, apiPaths.auth.changePassword, here, {
      current_password: credentials.password,
      new_password: 'a brand new passphrase',
    });
    expect(change.status).toBe(200);
    expect((await post(b, apiPaths.plans.showCredits, here)).status).toBe(200);
    for (const server of [a, b]) {
      expect(await post(server, apiPaths.plans.showCredits, elsewhere)).toEqual({
        status: 401,
        body: invalidToken,
      });
    }
  });

  it('concurrent spends split across both never overspend, and the ledger matches', async () => {
    const user = await loginOn(a.url, await signupOn(b.url));
    const credits = createCreditsService(observer.db);
    const [row] = await observer.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await grantCredits(observer.db, credits, row?.id ?? '', { x: 5_000 });

    // Twelve 256² images (1,000 credits each) at once, alternating A and B: exactly five fit.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? b : a, apiPaths.ai.image, user, {
          prompt: `A bottle, take ${String(i)}`,
          size: '256x256',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(402)]);
    expect(await creditsOn(b.url, user)).toEqual({ x: 0, y: 0 });
    expect(await credits.ledgerMismatches()).toEqual([]);
    const history = (await post(a, apiPaths.plans.showHistory, user)).body as HistoryAnswer;
    expect(history.success).toHaveLength(5);

    // Media made on one instance is served by both (DATA_DIR is shared, like a volume behind the pair).
    const made = answers.find((answer) => answer.status === 200)?.body as ImageAnswer;
    for (const server of [a, b]) {
      const image = await fetch(`${server.url}${made.success.image_url}`, { headers: user.headers });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });

  it('a Stripe payment heard by both instances, and verified on either, is granted once', async () => {
    const user = await loginOn(b.url, await signupOn(a.url));
    const sessionId = await checkoutOn(a.url, user, 'Bronze Pack');
    const event = checkoutCompleted(backing.fake.complete(sessionId).session);

    // The delivery reaches A, Stripe's retry reaches B, and the buyer's success page asks both.
    const statuses = await Promise.all([
      deliverTo(a.url, event),
      deliverTo(b.url, event),
      verifyOn(b.url, sessionId),
      verifyOn(a.url, sessionId),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await deliverTo(b.url, event)).toBe(200);

    for (const server of [a, b]) {
      expect(await creditsOn(server.url, user)).toEqual({ x: 200_000, y: 0 });
      expect(await invoicesOn(server.url, user)).toHaveLength(1);
    }
    expect(await createCreditsService(observer.db).ledgerMismatches()).toEqual([]);
  });
});
