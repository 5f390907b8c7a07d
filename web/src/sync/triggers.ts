import type { PageEngine } from '@reign/sync/client/engine';

export const SYNC_INTERVAL_MS = 30_000;

/**
 * The page's reasons to flush (the service worker adds Background Sync): now, when the network
 * comes back, when the tab becomes visible, and every 30 s while it is visible. Mutations flush
 * on their own (packages/sync client/mutations.ts). Returns the function that removes them all.
 */
export function startTriggers(engine: PageEngine, intervalMs = SYNC_INTERVAL_MS): () => void {
  const flush = () => {
    void engine.flush();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  engine.enableRetries(true);
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden' && !engine.getStatus().paused) flush();
  }, intervalMs);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    engine.enableRetries(false);
  };
}
