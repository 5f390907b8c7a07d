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
 *
 * The limits hold under concurrency: each attempt is counted in one statement (an upsert that
 * answers the new count) BEFORE its password is checked, so of 100 concurrent attempts at most the
 * limit's number reach the check; a refused attempt and a successful sign-in give their count back.
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
  const giveBack = async (username: string, address: string) => {
    const k = keys(username, address);
    await Promise.all([limiter.refund(k.pair), limiter.refund(k.address)]);
  };

  return {
    /**
     * Before a password is checked: counts the attempt for the pair and the address (429, counted
     * back, past either limit), then waits while the username is under attack.
     */
    async before(username: string, address: string): Promise<void> {
      const k = keys(username, address);
      const [pair, byAddress] = await Promise.all([limiter.hit(k.pair), limiter.hit(k.address)]);
      const refused = [pair, byAddress].filter((r) => !r.allowed);
      if (refused.length) {
        await giveBack(username, address);
        throw tooManyRequests(Math.max(...refused.map((r) => r.retryAfterSeconds)));
      }
      const byUser = await limiter.count(k.user);
      const wait = loginDelayMs(byUser.hits, perUsername);
      if (wait > 0) await sleep(wait);
    },
    /** After a wrong username or password: the attempt stays counted, and the username's failures grow. */
    async failed(username: string, address: string): Promise<void> {
      await limiter.hit(keys(username, address).user);
    },
    /** After an attempt that was no failure (signed in, or the server could not tell): its count goes back. */
    notAFailure: giveBack,
  };
}
