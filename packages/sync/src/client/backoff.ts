/** Retry delays after network or server errors: 1 s, 2 s, 4 s ... capped at 60 s, with jitter. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/**
 * The wait before retry number `attempt` (0 for the first retry). "Equal jitter": half the
 * exponential delay fixed, half random, so tabs and devices that failed together spread out.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(exp / 2 + random() * (exp / 2));
}
