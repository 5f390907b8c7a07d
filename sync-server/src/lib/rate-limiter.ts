import type { Sql } from '../db/connect';
import { tooManyRequests } from './http-error';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server process behind a load balancer shares
 * them. One statement per hit: an upsert that starts a new window when the old one has passed.
 */
export function createRateLimiter(sql: Sql) {
  async function hit(rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const window = `${rule.windowSeconds} seconds`;
    const [row] = await sql<{ hits: number; retryAfter: number }[]>`
      insert into rate_limits (key, window_start, hits) values (${rule.key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
      returning hits, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`;
    const hits = row?.hits ?? 1;
    return {
      allowed: hits <= rule.limit,
      retryAfterSeconds: Math.max(1, row?.retryAfter ?? rule.windowSeconds),
    };
  }

  /** The hits counted in a rule's current window, without counting one more. */
  async function count(
    rule: Omit<RateLimitRule, 'limit'>,
  ): Promise<{ hits: number; retryAfterSeconds: number }> {
    const window = `${rule.windowSeconds} seconds`;
    const [row] = await sql<{ hits: number; retryAfter: number }[]>`
      select hits, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after
      from rate_limits where key = ${rule.key} and window_start > now() - ${window}::interval`;
    return { hits: row?.hits ?? 0, retryAfterSeconds: Math.max(1, row?.retryAfter ?? rule.windowSeconds) };
  }

  /**
   * Gives back one hit of the rule's current window (an attempt counted up front that turned out not
   * to count: a refused one, or a sign-in that succeeded).
   */
  async function refund(rule: Omit<RateLimitRule, 'limit'>): Promise<void> {
    const window = `${rule.windowSeconds} seconds`;
    await sql`
      update rate_limits set hits = hits - 1
      where key = ${rule.key} and hits > 0 and window_start > now() - ${window}::interval`;
  }

  return {
    /**
     * Counts one hit against a rule and says whether it is still within the limit. The count is one
     * statement, so concurrent hits never see the same number: take it BEFORE the work it limits.
     */
    hit,
    count,
    refund,
    /** Counts one attempt against every rule; throws a 429 HttpError with Retry-After when any is exceeded. */
    async consume(rules: RateLimitRule[]): Promise<void> {
      let wait = 0;
      for (const rule of rules) {
        const result = await hit(rule);
        if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
      }
      if (wait > 0) throw tooManyRequests(wait);
    },
    /** Drops windows that ended long ago. */
    async prune(olderThanSeconds: number): Promise<void> {
      await sql`delete from rate_limits where window_start < now() - ${`${olderThanSeconds} seconds`}::interval`;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
