import { createHmac } from 'node:crypto';

/**
 * A client address as Reign keeps it: a keyed hash (HMAC-SHA256 with the session secret), never the
 * address itself. Every process with the same secret makes the same hash; `purpose` keeps hashes
 * made for one use from matching those of another.
 */
export function addressHash(secret: string, address: string, purpose: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${address}`).digest('base64url').slice(0, 32);
}
