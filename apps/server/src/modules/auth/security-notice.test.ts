import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAuthService } from './auth.service.ts';

describe('security notices', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('keeps a password change made when the notice cannot be e-mailed, and logs the outage', async () => {
    const log = { error: vi.fn() };
    const auth = createAuthService({
      db: database.db,
      mail: { send: () => Promise.reject(new Error('SMTP is down')) },
      sessionTtlSeconds: 3600,
      sessionIdleSeconds: 3600,
      publicUrl: 'http://localhost',
      brandName: 'Penwise',
      supportEmail: 'support@example.com',
      log,
    });
    const input = buildUser();
    await auth.signup(input);
    const { idToken } = await auth.login(input, '127.0.0.1');
    const user = await auth.authenticate(idToken);

    const message = await auth.security.changePassword(
      user,
      {
        current_password: input.password,
        new_password: 'changed during an outage',
      },
      '127.0.0.1',
    );
    expect(message).toContain('Your password has been changed');
    expect(log.error).toHaveBeenCalledOnce();
    await expect(
      auth.login({ ...input, password: 'changed during an outage' }, '127.0.0.1'),
    ).resolves.toHaveProperty('idToken');
  });
});
