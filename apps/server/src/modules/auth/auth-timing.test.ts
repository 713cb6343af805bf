import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@penwise/contract';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { createAuthService, type AuthDeps } from './auth.service.ts';
import { argon2Hasher, type PasswordHasher } from './passwords.ts';

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `192.0.2.${String(addressCounter)}`;
};

/** The real argon2 hasher, counting its verifications: the costly step an attacker could time. */
function countingHasher() {
  const counter = { verifications: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => argon2Hasher.hash(password),
    verify: (hash, password) => {
      counter.verifications += 1;
      return argon2Hasher.verify(hash, password);
    },
  };
  return { hasher, counter };
}

describe.each(engines)('auth timing on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const service = (overrides: Partial<AuthDeps> = {}) =>
    createAuthService({
      db: database.db,
      mail: { send: () => Promise.resolve() },
      sessionTtlSeconds: 3600,
      sessionIdleSeconds: 3600,
      publicUrl: 'http://localhost:3000',
      brandName: 'Penwise',
      supportEmail: 'support@penwise.local',
      ...overrides,
    });

  it('checks a password hash for an unknown email just as for a known one', async () => {
    const { hasher, counter } = countingHasher();
    const auth = service({ passwords: hasher });
    const known = buildUser();
    await auth.signup(known);

    const attempt = (email: string) =>
      auth.login({ email, password: 'not the password' }, freshAddress()).catch((error: unknown) => error);
    counter.verifications = 0;
    await attempt(known.email);
    const forKnown = counter.verifications;
    counter.verifications = 0;
    await attempt(buildUser().email);
    expect(forKnown).toBe(1);
    expect(counter.verifications).toBe(forKnown);
  });

  it('answers forgot-password before its e-mail is sent', async () => {
    let release = () => {};
    const sent: MailMessage[] = [];
    const slowMail: MailSender = {
      send: (message) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(message);
            resolve();
          };
        }),
    };
    const auth = service({ mail: slowMail });
    const user = buildUser();
    await auth.signup(user);
    // The mail never finishes until released: the answer must not wait for it.
    expect(await auth.forgotPassword(user.email, freshAddress())).toBe(authMessages.resetRequested);
    expect(sent).toHaveLength(0);
    await vi.waitFor(() => {
      release();
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]?.to).toBe(user.email);
  });

  it('logs a reset e-mail that could not be sent, and answers the same', async () => {
    const error = vi.fn();
    const auth = service({
      mail: { send: () => Promise.reject(new Error('SMTP server down')) },
      log: { error },
    });
    const user = buildUser();
    await auth.signup(user);
    expect(await auth.forgotPassword(user.email, freshAddress())).toBe(authMessages.resetRequested);
    await vi.waitFor(() => {
      expect(error).toHaveBeenCalledOnce();
    });
    const [details] = error.mock.calls[0] as [{ err: Error }];
    expect(details.err.message).toBe('SMTP server down');
  });
});
