import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, GenerationAnswer, TextStreamFinal } from '@penwise/contract';
import { openPostgres, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { grantCredits } from '../test/factories.ts';
import { startServer, type ServerProcess } from '../test/server-process.ts';
import { readSse, textOfEvents } from '../test/sse.ts';
import { creditsOn, loginOn, signupOn, type HttpUser } from './http-kit.ts';
import { postgresAdminUrl, startServerBacking, type ServerBacking } from './server-backing.ts';

const adminUrl = postgresAdminUrl('generation-two-instances.test.ts');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
// A long tool, written slowly by the demo engine: it is still running while the test watches it.
const body = { tool_data: 'write-anything', content: 'A blog post about composting in small flats' };

// Two real server processes on one PostgreSQL database: a generation started on A is watched and
// stopped on B, once with only the database between them and once with Redis Streams as well.
describe.skipIf(!adminUrl).each([
  ['PostgreSQL alone', {}],
  ['PostgreSQL and Redis', { REDIS_URL: redisUrl }],
])('a generation across two instances (%s)', (_name, extraEnv: Record<string, string>) => {
  let backing: ServerBacking;
  let a: ServerProcess;
  let b: ServerProcess;
  let observer: Database;

  beforeAll(async () => {
    backing = await startServerBacking(adminUrl ?? '', 'generation_pair');
    const env = { ...backing.env, ...extraEnv, AI_ENGINE: 'demo', AI_DEMO_PACE: '150' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    observer = await openPostgres(backing.scratch.url, 2);
  });
  afterAll(async () => {
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    await observer.close();
    await backing.close();
  });

  async function payingUser(): Promise<HttpUser> {
    const user = await loginOn(a.url, await signupOn(b.url));
    const [row] = await observer.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await grantCredits(observer.db, createCreditsService(observer.db), row?.id ?? '', { x: 100_000 });
    return user;
  }

  it('is started on A, watched on B from where A’s reader left, stopped on B, charged once', async () => {
    const user = await payingUser();
    const onA = await readSse(
      `${a.url}${apiPaths.ai.textStream}`,
      {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      (events) => textOfEvents(events).split(/\s+/).length > 12,
    );
    const id = (onA.events[0]?.data as { id: string }).id;
    const lastOnA = onA.events.at(-1)?.id ?? 0;

    const generation = await fetch(`${b.url}${apiPaths.ai.generation(id)}`, { headers: user.headers });
    expect(GenerationAnswer.parse(await generation.json()).success.status).toBe('running');

    // B follows from the last event A's reader saw, and stops it once it has seen more text.
    let stopped = false;
    const onB = await readSse(
      `${b.url}${apiPaths.ai.generationEvents(id)}`,
      { headers: { ...user.headers, 'last-event-id': String(lastOnA) } },
      (events) => {
        if (!stopped && events.some((event) => event.event !== 'generation')) {
          stopped = true;
          void fetch(`${b.url}${apiPaths.ai.generationStop(id)}`, { method: 'POST', headers: user.headers });
        }
        return false;
      },
    );
    expect(onB.events.every((event) => event.id > lastOnA)).toBe(true);
    // Without Redis, B has only the database's saved text; with it, A's single events.
    expect(onB.events.some((event) => event.event === 'text')).toBe(!extraEnv.REDIS_URL);
    const final = TextStreamFinal.parse(onB.events.at(-1)?.data);
    expect(onB.events.at(-1)?.event).toBe('final');
    expect(final.stopped).toBe(true);
    // Event by event (Redis), or the whole text at once (the database): never a gap, never a repeat.
    const seen = onB.events.some((event) => event.event === 'text')
      ? textOfEvents(onB.events)
      : textOfEvents(onA.events) + textOfEvents(onB.events);
    expect(final.text.startsWith(seen)).toBe(true);
    expect(final.text.length).toBeGreaterThan(textOfEvents(onA.events).length);

    const after = GenerationAnswer.parse(
      await (await fetch(`${a.url}${apiPaths.ai.generation(id)}`, { headers: user.headers })).json(),
    ).success;
    expect(after).toMatchObject({ status: 'stopped', text: final.text, credits: final.credits });
    expect(await creditsOn(b.url, user)).toEqual({ x: 100_000 - final.credits, y: 0 });
    expect(await createCreditsService(observer.db).ledgerMismatches()).toEqual([]);
  });
});
