import type { SyncEngine } from '@reign/sync/client/engine';
import { type FromWorker, type MessagePortLike, sendError, type ToWorker } from './engine-protocol';

export interface EngineHooks {
  /** the server answered 401 (the page re-checks the account) */
  onSignedOut: () => void;
}

/**
 * The sync worker's side of the port: opens the engine the page asks for, runs its calls and
 * tells the page every status change. `stop` lets a running flush finish, then closes the database
 * (so a sign-out can delete it) and answers `stopped`.
 */
export function serveEngine(
  port: MessagePortLike,
  openEngine: (dbName: string, hooks: EngineHooks) => SyncEngine,
): void {
  let engine: SyncEngine | null = null;
  const post = (message: FromWorker) => port.postMessage(message);

  const onMessage = async (event: MessageEvent) => {
    const message = event.data as ToWorker;
    if (message.type === 'open') {
      engine = openEngine(message.dbName, { onSignedOut: () => post({ type: 'signed-out' }) });
      const opened = engine;
      opened.subscribe(() => post({ type: 'status', status: opened.getStatus() }));
      return;
    }
    if (!engine) return;
    if (message.type === 'retries') engine.enableRetries(message.on);
    else if (message.type === 'stop') {
      const stopping = engine;
      engine = null;
      stopping.stop();
      await stopping.idle();
      stopping.db.close();
      post({ type: 'stopped' });
    } else {
      try {
        const value = message.method === 'flush' ? await engine.flush() : await engine.pull(message.full);
        post({ type: 'result', id: message.id, value });
      } catch (error) {
        post({ type: 'error', id: message.id, error: sendError(error) });
      }
    }
  };
  port.addEventListener('message', (event) => void onMessage(event));
  port.start?.();
}
