import { sleep } from './client';

/** One health check: when it was sent, when it was answered, and its status (0: no answer). */
export interface HealthCheck {
  sent: number;
  done: number;
  status: number;
}

/**
 * Checks `${baseUrl}/api/health` again `everyMs` after each answer (one that takes over `timeoutMs`
 * counts as status 0) until `stop()`, which waits for the check in flight.
 */
export function watchHealth(baseUrl: string, everyMs: number, timeoutMs: number) {
  const checks: HealthCheck[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const sent = Date.now();
      const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        .catch(() => 0);
      checks.push({ sent, done: Date.now(), status });
      await sleep(everyMs);
    }
  })();
  return {
    checks,
    stop: async () => {
      watching = false;
      await watcher;
    },
  };
}
