import { liveQuery } from 'dexie';
import { GUEST_DB_NAME, ReignDb, userDbName } from '../db/database';
import { setCurrentUserDb } from '../db/registry';
import { registerBackgroundSync } from '../pwa/background-sync';
import { requestPersistentStorage } from '../pwa/persist';
import { SyncEngine } from '../sync/engine';
import { startTriggers } from '../sync/triggers';
import { rememberCurrentUserDb } from './current-user-db';
import { createMutations, type Mutations } from './mutations';

/** What the data hooks read: the open database, its engine (none for a guest) and its writes. */
export interface DataSession {
  db: ReignDb;
  engine: SyncEngine | null;
  userId: number | null;
  mutations: Mutations;
  /** Dexie's liveQuery (the hooks of src/data subscribe through it; see live.ts) */
  liveQuery: typeof liveQuery;
}

export interface OpenOptions {
  /** the server said 401: re-check the account (the app then asks the person to sign in again) */
  onSignedOut?: () => void;
  /** false in unit tests that must not start timers or talk to the network */
  startSync?: boolean;
}

/** How long a tab that blocks a database upgrade in another tab may spend flushing before it reloads. */
const VERSIONCHANGE_FLUSH_MS = 3000;

/**
 * Opens the signed-in user's database (or the guest's), its sync engine and triggers. `close()`
 * undoes all of it. When another tab opens a newer version of the database, this tab flushes,
 * closes and reloads so the upgrade is not blocked and this tab runs the new code.
 */
export function openSession(userId: number | null, options: OpenOptions = {}) {
  const name = userId === null ? GUEST_DB_NAME : userDbName(userId);
  const db = new ReignDb(name);
  const engine = userId === null ? null : new SyncEngine({ db, onSignedOut: options.onSignedOut });
  let stopTriggers: (() => void) | null = null;

  db.on('versionchange', () => {
    const flushed = engine ? engine.flush() : Promise.resolve();
    const timeout = new Promise((resolve) => setTimeout(resolve, VERSIONCHANGE_FLUSH_MS));
    void Promise.race([flushed, timeout]).finally(() => {
      db.close();
      window.location.reload();
    });
    return false; // we close it ourselves, after the flush
  });

  const afterWrite = engine
    ? () => {
        void engine.flush();
        void registerBackgroundSync();
        void requestPersistentStorage(db);
      }
    : undefined;
  const session: DataSession = {
    db,
    engine,
    userId,
    mutations: createMutations(db, { queue: engine !== null, afterWrite }),
    liveQuery,
  };

  void setCurrentUserDb(userId, userId === null ? null : name)
    .then(() => rememberCurrentUserDb(userId))
    .catch(() => {});
  if (engine && options.startSync !== false) stopTriggers = startTriggers(engine);

  return {
    session,
    close() {
      stopTriggers?.();
      engine?.stop();
      db.close();
    },
  };
}
