import type { Sql } from '../../db/connect';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';

/** Failed joins one account may make in a window: past them, every join answers 429 until it ends. */
export const JOIN_FAILURES = { limit: 10, windowSeconds: 15 * 60 } as const;

/** Whether a join failed for its invitation (unknown, expired or revoked): the attempts that count. */
export const isInvalidInvite = (err: unknown): boolean =>
  err instanceof HttpError && err.said.code === 'circle.inviteNotValid';

/**
 * The limit on guessing invitations, per account, as sign-in limits its failures (auth's
 * login-limits): each attempt is counted in one statement before the invitation is looked up, so
 * concurrent guesses cannot outrun it; an attempt that was no failure (a join, or a refusal for
 * another reason) gives its count back.
 */
export function createJoinLimits(sql: Sql) {
  const limiter = createRateLimiter(sql);
  const rule = (userId: number) => ({ key: `circle-join-fail:user:${userId}`, ...JOIN_FAILURES });
  return async function limited<T>(userId: number, join: () => Promise<T>): Promise<T> {
    const counted = await limiter.hit(rule(userId));
    if (!counted.allowed) {
      await limiter.refund(rule(userId));
      throw tooManyRequests(counted.retryAfterSeconds);
    }
    try {
      const joined = await join();
      await limiter.refund(rule(userId));
      return joined;
    } catch (err) {
      if (!isInvalidInvite(err)) await limiter.refund(rule(userId));
      throw err;
    }
  };
}
