import type { EngineStatus, FlushOutcome, PageEngine } from '@reign/sync/client/engine';

const IDLE: EngineStatus = { syncing: false, paused: null, failures: 0, lastError: null, pushedWrites: 0 };

/**
 * An engine whose code loads with its first use: the page's own engine is the fallback of the
 * sync worker (and the engine of a database kept in memory), and evaluating it with its pull, push
 * and the contract's schemas was part of every signed-in start (docs/performance.md). Calls made
 * while it loads run on it once it is there; its status is idle until then. Should its code not
 * load, a flush answers 'failed' and a pull rejects.
 */
export function deferredEngine(load: () => Promise<PageEngine>): PageEngine {
  let engine: PageEngine | null = null;
  let stopped = false;
  let retries: boolean | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const loading = load().then((loaded) => {
    engine = loaded;
    loaded.subscribe(notify);
    if (retries !== null) loaded.enableRetries(retries);
    if (stopped) loaded.stop();
    notify();
    return loaded;
  });
  // a chunk that cannot load (offline before it was ever cached) is answered by each call below
  loading.catch(() => {});
  return {
    getStatus: () => engine?.getStatus() ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // as a flush that could not reach the server: the triggers try again later
    flush: (): Promise<FlushOutcome> =>
      loading.then(
        (loaded) => loaded.flush(),
        () => 'failed' as const,
      ),
    pull: async (full?: boolean) => (await loading).pull(full),
    enableRetries(on) {
      retries = on;
      engine?.enableRetries(on);
    },
    stop() {
      stopped = true;
      listeners.clear();
      engine?.stop();
    },
  };
}
