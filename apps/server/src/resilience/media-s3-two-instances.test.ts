import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ImageAnswer } from '@penwise/contract';
import { openPostgres, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { grantCredits } from '../test/factories.ts';
import {
  s3MediaBucket,
  s3MediaEnv,
  startLocalS3Server,
  type LocalS3Server,
} from '../test/local-s3-server.ts';
import { postJson, startServer, type ServerProcess } from '../test/server-process.ts';
import { loginOn, signupOn } from './http-kit.ts';
import { postgresAdminUrl, startServerBacking, type ServerBacking } from './server-backing.ts';

const adminUrl = postgresAdminUrl('media-s3-two-instances.test.ts');

// Two real server processes on one PostgreSQL database and one bucket, each with a DATA_DIR of its
// own: what MEDIA_STORAGE=s3 is for (no shared volume behind the load balancer).
describe.skipIf(!adminUrl)('two app instances sharing one S3 bucket, not one disk', () => {
  let backing: ServerBacking;
  let s3: LocalS3Server;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let observer: Database;

  beforeAll(async () => {
    backing = await startServerBacking(adminUrl ?? '', 'media_s3');
    s3 = await startLocalS3Server();
    const start = async (name: string) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `penwise-s3-${name}-`));
      dataDirs.push(dataDir);
      return startServer({ ...backing.env, ...s3MediaEnv(s3), DATA_DIR: dataDir });
    };
    [a, b] = await Promise.all([start('a'), start('b')]);
    observer = await openPostgres(backing.scratch.url, 2);
  });
  afterAll(async () => {
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    await observer.close();
    await s3.close();
    await backing.close();
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
  });

  it('an image made on one instance is served, whole and by range, by both', async () => {
    const user = await loginOn(b.url, await signupOn(a.url));
    const [row] = await observer.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await grantCredits(observer.db, createCreditsService(observer.db), row?.id ?? '', { x: 5_000 });

    const made = await postJson(
      `${a.url}${apiPaths.ai.image}`,
      { prompt: 'A harbour at dawn', size: '256x256' },
      user.headers,
    );
    expect(made.status).toBe(200);
    const url = (made.body as ImageAnswer).success.image_url;
    const stored = s3.object(s3MediaBucket, url.split('/').at(-1) ?? '') ?? Buffer.alloc(0);
    expect(stored.length).toBeGreaterThan(100);

    for (const server of [a, b]) {
      const whole = await fetch(`${server.url}${url}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
      const part = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${String(stored.length)}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(0, 100))).toBe(true);
    }
    // Neither instance wrote the bytes to its own disk.
    for (const dataDir of dataDirs) expect(await readdir(dataDir)).not.toContain('media');
  });
});
