import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1). Algorithm is an ambient const enum: 2 is Argon2id.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- no runtime enum to import
const argon2id = 2 as NonNullable<Options['algorithm']>;
const options: Options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time, so unknown emails do not answer faster. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password).catch(() => false);
  dummyHash ??= hashPassword('penwise-timing-equaliser');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
