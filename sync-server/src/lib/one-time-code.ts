import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits without look-alikes (no 0/O, 1/I/L), read easily from an e-mail. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short code sent by e-mail (password reset, address confirmation). */
export function newOneTimeCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are stored only as an HMAC keyed by the server's secret; `purpose` keeps kinds apart. */
export function hashOneTimeCode(purpose: string, code: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${code.trim().toUpperCase()}`).digest('hex');
}

/** A code as the user's row holds it: its hash, when it expires, how many wrong tries it has had. */
export interface StoredCode {
  code: string | null;
  codeExpires: Date | null;
  codeAttempts: number;
}

/**
 * The stored hash when the code can still be used (there is one, it has not expired, tries are
 * left), else null: what a typed code is compared with.
 */
export function liveCode(stored: StoredCode | undefined, now: Date, maxAttempts: number): string | null {
  if (!stored?.code || !stored.codeExpires) return null;
  return stored.codeExpires.getTime() > now.getTime() && stored.codeAttempts < maxAttempts
    ? stored.code
    : null;
}

/** Constant-time comparison of a typed code with the stored hash. */
export function oneTimeCodeMatches(
  purpose: string,
  code: string,
  storedHash: string | null,
  secret: string,
): boolean {
  const given = Buffer.from(hashOneTimeCode(purpose, code, secret), 'hex');
  // with no stored code, compare against a dummy so both paths take the same time
  const stored = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  if (stored.length !== given.length) return false;
  const equal = timingSafeEqual(given, stored);
  return equal && storedHash !== null;
}
