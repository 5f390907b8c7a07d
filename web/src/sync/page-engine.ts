import type { PageEngine } from '@reign/sync/client/engine';
import type { ReignDb } from '@reign/sync/device/database';
import { noteServerDate } from '../api/server-clock';
import { deferredEngine } from './deferred-engine';
import { PortEngine } from './port-engine';

/** How long a stopped worker may take to finish its flush and close its database before it is ended. */
const STOP_GRACE_MS = 30_000;

export interface PageEngineOptions {
  /** false when the database lives in memory (db/storage-backend.ts): a worker could not see it */
  persistent: boolean;
  onSignedOut?: () => void;
}

/**
 * The page's sync engine: in a dedicated worker where the browser has them and the database is
 * the browser's own (a new device's first sync parses and writes a year of plans: on a phone that
 * blocked the dashboard for a second, issue 19), else in the page. A worker that fails to start
 * hands its calls to an engine in the page (PortEngine.fail).
 */
export function createPageEngine(db: ReignDb, options: PageEngineOptions): PageEngine {
  // its code loads only where it runs: most starts have the worker (docs/performance.md)
  const inPage = () =>
    deferredEngine(async () => {
      const [{ SyncEngine }, { thisDevice }] = await Promise.all([
        import('@reign/sync/client/engine'),
        import('./this-device'),
      ]);
      // the server's clock follows its answers, as every other call's (api/server-clock.ts)
      const onAnswer = (response: Response, sentAt: number) =>
        noteServerDate(response.headers.get('date'), sentAt, Date.now());
      return new SyncEngine({ db, onSignedOut: options.onSignedOut, onAnswer, device: thisDevice() });
    });
  if (!options.persistent || typeof Worker !== 'function') return inPage();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { name: 'reign-sync' });
  } catch {
    return inPage();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(timer);
    worker.terminate();
  };
  const engine = new PortEngine(worker, db.name, {
    onSignedOut: options.onSignedOut,
    fallback: inPage,
    onStop: () => {
      timer = setTimeout(end, STOP_GRACE_MS);
    },
    onStopped: end,
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    engine.fail();
  });
  return engine;
}
