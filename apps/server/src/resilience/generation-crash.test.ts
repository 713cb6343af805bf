import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, GenerationAnswer, respondAsync, textTokenCost, type Generation } from '@penwise/contract';
import { startFakeOpenAi, type FakeOpenAi } from '../adapters/ai/fake-openai-server.ts';
import { countTokens } from '../adapters/ai/token-count.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { creditReservations, users } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { multipartBody, toneWav } from '../test/audio-fixtures.ts';
import { grantCredits } from '../test/factories.ts';
import { startServer, type ServerProcess } from '../test/server-process.ts';
import { readSse, textOfEvents } from '../test/sse.ts';
import { creditsOn, loginOn, signupOn, type HttpUser } from './http-kit.ts';
import { postgresAdminUrl } from './server-backing.ts';
import { createScratchDatabase } from '../test/test-database.ts';
import { textBody } from './fault-kit.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) postgresAdminUrl('generation-crash.test.ts (its PostgreSQL half)');
const granted = 100_000;
const written = ['Stay ', 'hydrated, ', 'sustainably. '];

/** How a database is opened from the test while no server holds it (PGlite) or beside them (PostgreSQL). */
interface Backing {
  env: Record<string, string>;
  open(): Promise<Database>;
  close(): Promise<void>;
}

async function pgliteBacking(): Promise<Backing> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'db')),
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresBacking(url: string): Promise<Backing> {
  const scratch = await createScratchDatabase(url, 'penwise_generation_crash');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: () => openPostgres(scratch.url, 2),
    close: async () => {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const backings: [string, () => Promise<Backing>][] = [['pglite', pgliteBacking]];
if (adminUrl) backings.push(['postgres', () => postgresBacking(adminUrl)]);

// A real server process killed with SIGKILL while a text, an image, a voiceover and a transcription
// run; another process on the same data ends each within the heartbeat limit.
describe.each(backings)('generations when their server is killed (%s)', (engine, makeBacking) => {
  let backing: Backing;
  let fake: FakeOpenAi;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    backing = await makeBacking();
    fake = await startFakeOpenAi();
    env = {
      ...backing.env,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      AI_TIMEOUT: '120',
      INSTANCE_TIMEOUT: '3',
      MEDIA_MAX_PER_USER: '4',
    };
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await fake.close();
    await backing.close();
  });

  /** Grants pack credits from the test: PGlite only while no server holds the directory. */
  async function grant(user: HttpUser) {
    const database = await backing.open();
    try {
      const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
      if (!row) throw new Error('no such user');
      await grantCredits(database.db, createCreditsService(database.db), row.id, { x: granted });
      return row.id;
    } finally {
      await database.close();
    }
  }

  const startAsync = async (
    url: string,
    user: HttpUser,
    init: { headers?: Record<string, string>; body: string | Buffer },
  ) => {
    const res = await fetch(`${server?.url ?? ''}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...user.headers,
        [respondAsync.header]: respondAsync.value,
        ...init.headers,
      },
      body: init.body,
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { success: { id: string } }).success.id;
  };

  async function generationOn(url: string, user: HttpUser, id: string): Promise<Generation> {
    const res = await fetch(`${url}${apiPaths.ai.generation(id)}`, { headers: user.headers });
    return GenerationAnswer.parse(await res.json()).success;
  }

  it('ends each as failed within the limit: text charged for what it saved, media refunded, nothing held', async () => {
    server = await startServer(env);
    const user = await loginOn(server.url, await signupOn(server.url));
    if (engine === 'pglite') await server.kill('SIGTERM');
    const userId = await grant(user);
    if (engine === 'pglite') server = await startServer(env);
    const first = server;

    fake.answer(
      { deltas: [...written, 'never ', 'sent'], stallAfter: written.length },
      { hang: true },
      { hang: true },
      { hang: true },
    );
    const stream = await readSse(
      `${first.url}${apiPaths.ai.textStream}`,
      {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify(textBody),
      },
      (events) => textOfEvents(events).includes('sustainably. '),
    );
    const textId = (stream.events[0]?.data as { id: string }).id;
    const imageId = await startAsync(apiPaths.ai.image, user, {
      body: JSON.stringify({ prompt: 'A bamboo bottle', size: '256x256' }),
    });
    const ttsId = await startAsync(apiPaths.ai.tts, user, {
      body: JSON.stringify({ prompt: 'Hello there' }),
    });
    const upload = await multipartBody({ file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' } });
    const sttId = await startAsync(apiPaths.ai.transcribe, user, {
      headers: upload.headers,
      body: upload.payload,
    });
    // Every engine call is open at the provider, and the partial text has been saved (at least every second).
    for (let i = 0; i < 100 && fake.openRequests() < 4; i += 1) await sleep(50);
    expect(fake.openRequests()).toBe(4);
    await sleep(1_500);

    await first.kill('SIGKILL');
    const started = performance.now();
    server = await startServer(env);
    const second = server;
    const ids = [textId, imageId, ttsId, sttId];
    let ended: Generation[] = [];
    for (let i = 0; i < 300; i += 1) {
      ended = await Promise.all(ids.map((id) => generationOn(second.url, user, id)));
      if (ended.every((generation) => generation.status === 'failed')) break;
      await sleep(100);
    }
    // INSTANCE_TIMEOUT is 3 s here: the generations end within it plus a sweep, never 30 minutes later.
    expect(performance.now() - started).toBeLessThan(20_000);
    const [text, ...media] = ended;
    const charged = textTokenCost(await countTokens(written.join('')));
    expect(text).toMatchObject({ status: 'failed', text: written.join(''), credits: charged });
    for (const generation of media) expect(generation).toMatchObject({ status: 'failed', credits: 0 });
    expect(await creditsOn(second.url, user)).toEqual({ x: granted - charged, y: 0 });

    await second.kill('SIGTERM');
    server = undefined;
    const database = await backing.open();
    try {
      expect(await createCreditsService(database.db).ledgerMismatches()).toEqual([]);
      const holds = await database.db
        .select({ status: creditReservations.status })
        .from(creditReservations)
        .where(eq(creditReservations.userId, userId));
      expect(holds.filter((hold) => hold.status === 'held')).toEqual([]);
    } finally {
      await database.close();
    }
    // No file without an item: nothing was stored for the media that never came back.
    const mediaDir = path.join(backing.env.DATA_DIR ?? '', 'media');
    const files = await readdir(mediaDir, { recursive: true }).catch(() => []);
    expect(files.filter((name) => path.extname(name) !== '')).toEqual([]);
  });
});
