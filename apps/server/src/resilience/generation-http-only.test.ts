import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, GenerationAnswer, respondAsync, TextStreamFinal } from '@penwise/contract';
import { openPostgres, type Database } from '../db/client.ts';
import { generations, users } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { grantCredits } from '../test/factories.ts';
import { startServer, type ServerProcess } from '../test/server-process.ts';
import { readSse, textOfEvents } from '../test/sse.ts';
import { creditsOn, loginOn, signupOn, type HttpUser } from './http-kit.ts';
import { postgresAdminUrl, startServerBacking, type ServerBacking } from './server-backing.ts';

const adminUrl = postgresAdminUrl('generation-http-only.test.ts');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const body = { tool_data: 'blog-titles', content: 'Composting in small flats' };

// An HTTP-only server (WORKERS=0) queues every generation; the worker server takes it from the job
// queue in PostgreSQL. With no worker server up, generations wait queued: Stop ends them refunded,
// and a worker server that starts later runs them.
describe.skipIf(!adminUrl).each([
  ['PostgreSQL alone', {}],
  ['PostgreSQL and Redis', { REDIS_URL: redisUrl }],
])('generations queued by an HTTP-only server (%s)', (_name, extraEnv: Record<string, string>) => {
  let backing: ServerBacking;
  let web: ServerProcess;
  let worker: ServerProcess | undefined;
  let observer: Database;
  let env: Record<string, string>;

  beforeAll(async () => {
    backing = await startServerBacking(adminUrl ?? '', 'generation_http_only');
    env = { ...backing.env, ...extraEnv, AI_ENGINE: 'demo', AI_DEMO_PACE: '5' };
    web = await startServer({ ...env, WORKERS: '0' });
    observer = await openPostgres(backing.scratch.url, 2);
  });
  afterAll(async () => {
    await Promise.all([web.kill('SIGTERM'), worker?.kill('SIGTERM')]);
    await observer.close();
    await backing.close();
  });

  async function payingUser(): Promise<HttpUser & { id: string }> {
    const user = await loginOn(web.url, await signupOn(web.url));
    const [row] = await observer.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const id = row?.id ?? '';
    await grantCredits(observer.db, createCreditsService(observer.db), id, { x: 100_000 });
    return { ...user, id };
  }

  const generationOn = async (url: string, user: HttpUser, id: string) =>
    GenerationAnswer.parse(
      await (await fetch(`${url}${apiPaths.ai.generation(id)}`, { headers: user.headers })).json(),
    ).success;

  async function startImage(user: HttpUser): Promise<string> {
    const res = await fetch(`${web.url}${apiPaths.ai.image}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json', prefer: respondAsync.value },
      body: JSON.stringify({ prompt: 'A lighthouse at dusk', size: '256x256' }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { success: { id: string } }).success.id;
  }

  it('with no worker server, a generation waits queued; Stop ends it refunded', async () => {
    const user = await payingUser();
    const id = await startImage(user);
    await sleep(1500);
    expect(await generationOn(web.url, user, id)).toMatchObject({ status: 'queued', credits: 0 });
    // Held while it waits.
    expect(await creditsOn(web.url, user)).toEqual({ x: 100_000 - 1000, y: 0 });

    const stop = await fetch(`${web.url}${apiPaths.ai.generationStop(id)}`, {
      method: 'POST',
      headers: user.headers,
    });
    expect(stop.status).toBe(200);
    expect(await generationOn(web.url, user, id)).toMatchObject({ status: 'stopped', credits: 0 });
    expect(await creditsOn(web.url, user)).toEqual({ x: 100_000, y: 0 });
    expect(await createCreditsService(observer.db).ledgerMismatches()).toEqual([]);
  });

  it('a worker server started later runs what was queued; then serves what the HTTP-only one queues', async () => {
    const user = await payingUser();
    const waiting = await startImage(user);
    await sleep(500);
    expect((await generationOn(web.url, user, waiting)).status).toBe('queued');

    worker = await startServer(env);
    await expect
      .poll(async () => (await generationOn(web.url, user, waiting)).status, { timeout: 15_000 })
      .toBe('succeeded');
    const [row] = await observer.db.select().from(generations).where(eq(generations.id, waiting));
    expect(row?.instanceId).toBeTruthy();

    // A text stream through the HTTP-only server: its events come from the worker's run.
    const streamed = await readSse(`${web.url}${apiPaths.ai.textStream}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(streamed.events[0]?.event).toBe('generation');
    const last = streamed.events.at(-1);
    expect(last?.event).toBe('final');
    const final = TextStreamFinal.parse(last?.data);
    expect(final.text.length).toBeGreaterThan(0);
    expect(textOfEvents(streamed.events)).toBe(final.text);

    // A synchronous media call on the HTTP-only server answers once the worker has ended it.
    const tts = await fetch(`${web.url}${apiPaths.ai.tts}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Hello there', voice: 'alloy' }),
    });
    expect(tts.status).toBe(200);
    expect(((await tts.json()) as { success: { mp3_url: string } }).success.mp3_url).toMatch(
      /^\/api\/media\//,
    );

    expect(await creditsOn(web.url, user)).toEqual({
      x: 100_000 - 1000 - final.credits - 'Hello there'.length,
      y: 0,
    });
    expect(await createCreditsService(observer.db).ledgerMismatches()).toEqual([]);
  });
});
