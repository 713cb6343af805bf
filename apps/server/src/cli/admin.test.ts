import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { insertUser } from '../test/factories.ts';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'admin.ts');

describe('npm run admin (the command line)', () => {
  let dataDir = '';
  let email = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-admin-'));
    const database = await openPglite(path.join(dataDir, 'db'));
    email = (await insertUser(database.db)).email;
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('grants credits and shows them in the balance and ledger', async () => {
    expect((await admin('grant', email, '1200', 'welcome', 'gift')).stdout).toContain(
      `Granted 1200 credits to ${email}. Balance: 1200 pack + 0 plan.`,
    );
    const { stdout } = await admin('balance', email);
    expect(stdout).toContain(`${email}: 1200 pack + 0 plan credits`);
    expect(stdout).toContain('welcome gift');
  });

  it('prints the usage for an unknown command and the reason for a bad one', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => ({ code: 0, stderr: '' }),
        (error: unknown) => error as { code: number; stderr: string },
      );
    const unknown = await failure(admin('explode'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run admin');
    const nobody = await failure(admin('grant', 'nobody@example.com', '5'));
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user with the e-mail nobody@example.com.');
  });
});
