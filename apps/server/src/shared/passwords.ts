import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// Algorithm.Argon2id is an ambient const enum (value 2), which isolated modules cannot read.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Verified against when the login is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined;

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
