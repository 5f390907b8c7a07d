import type { Sql } from '../../db/connect';
import { tooManyRequests } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';

/** Each failure past the per-username allowance adds this much wait before the next check, up to the cap. */
export const LOGIN_SLOWDOWN_STEP_MS = 1000;
export const LOGIN_SLOWDOWN_MAX_MS = 10_000;

/** The wait before checking a password for a username that has failed `failures` times in the window. */
export function loginDelayMs(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  return Math.min((failures - allowance + 1) * LOGIN_SLOWDOWN_STEP_MS, LOGIN_SLOWDOWN_MAX_MS);
}

/**
 * Sign-in limits that nobody can use to lock another person out. Only failures count, never a
 * successful sign-in. Refused with 429: an address past `perIp` failures (any usernames), and a
 * (username, address) pair past `perUsername` failures. A username's failures from every address
 * together only slow its sign-ins down (loginDelayMs): the right password from another address
 * still signs in.
 */
export function createLoginLimits(
  sql: Sql,
  limits: { perIp: number; perUsername: number; windowSeconds: number },
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  const limiter = createRateLimiter(sql);
  const { perIp, perUsername, windowSeconds } = limits;
  const keys = (username: string, address: string) => {
    const name = username.trim().toLowerCase();
    return {
      pair: { key: `login-fail:pair:${address}|${name}`, limit: perUsername, windowSeconds },
      address: { key: `login-fail:ip:${address}`, limit: perIp, windowSeconds },
      user: { key: `login-fail:user:${name}`, limit: Number.MAX_SAFE_INTEGER, windowSeconds },
    };
  };

  return {
    /** Before a password is checked: 429 for an address that failed too often, a wait for a username under attack. */
    async before(username: string, address: string): Promise<void> {
      const k = keys(username, address);
      const [pair, byAddress, byUser] = await Promise.all([
        limiter.count(k.pair),
        limiter.count(k.address),
        limiter.count(k.user),
      ]);
      const refused = [pair.hits >= perUsername && pair, byAddress.hits >= perIp && byAddress].filter(
        (r) => r !== false,
      );
      if (refused.length) throw tooManyRequests(Math.max(...refused.map((r) => r.retryAfterSeconds)));
      const wait = loginDelayMs(byUser.hits, perUsername);
      if (wait > 0) await sleep(wait);
    },
    /** After a wrong username or password: counted for the pair, the address and the username. */
    async failed(username: string, address: string): Promise<void> {
      const k = keys(username, address);
      await Promise.all([limiter.hit(k.pair), limiter.hit(k.address), limiter.hit(k.user)]);
    },
  };
}
