import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1). Algorithm is an ambient const enum: 2 is Argon2id.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- no runtime enum to import
const argon2id = 2 as NonNullable<Options['algorithm']>;
const options: Options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes and checks passwords; tests may wrap it to count the costly checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash. */
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id. */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  verify: (stored, password) => verify(stored, password).catch(() => false),
};

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Checks a password against a user's hash; with no user it checks a dummy hash instead, so an
 * unknown email costs the same time as a known one and timing does not reveal which accounts exist.
 */
export async function checkPassword(
  hasher: PasswordHasher,
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash) return hasher.verify(storedHash, password);
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash('penwise-timing-equaliser');
    dummyHashes.set(hasher, dummy);
  }
  await hasher.verify(await dummy, password);
  return false;
}

/** argon2id hash of a password (the benchmark measures it). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hasher.hash(password);
}
