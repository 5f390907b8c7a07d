import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@reign/domain';

/** Letters and digits without look-alikes (no 0/O, 1/I/L), read easily from an e-mail. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are stored only as an HMAC keyed by the server's secret. */
export function hashResetCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`reset:${code.trim().toUpperCase()}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function resetCodeMatches(code: string, storedHash: string | null, secret: string): boolean {
  const given = Buffer.from(hashResetCode(code, secret), 'hex');
  // with no stored code, compare against a dummy so both paths take the same time
  const stored = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  if (stored.length !== given.length) return false;
  const equal = timingSafeEqual(given, stored);
  return equal && storedHash !== null;
}
