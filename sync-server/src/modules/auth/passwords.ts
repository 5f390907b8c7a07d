import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (an ambient const enum, so its value is written here). */
const ARGON2ID = 2;

/** Argon2id with OWASP's minimum parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown username) it still does a
 * full verification against a dummy hash, so both answers take about the same time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('reign-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
