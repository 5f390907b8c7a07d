// The sync worker (a dedicated worker of each signed-in page): the page's sync engine runs here,
// so a first sync's parsing and writing (a year of plans) never blocks the page (issue 19). The
// page's screens see the writes through Dexie's cross-context change events.

import { SyncEngine } from '@reign/sync/client/engine';
import { ReignDb } from '@reign/sync/device/database';
import type { MessagePortLike } from './engine-protocol';
import { serveEngine } from './serve-engine';
import { thisDevice } from './this-device';

serveEngine(self as unknown as MessagePortLike, (dbName, hooks) => {
  const db = new ReignDb(dbName);
  const engine = new SyncEngine({ db, onSignedOut: hooks.onSignedOut, device: thisDevice() });
  // Another tab opens a newer version: send what is queued, then close so its upgrade can run
  // (the page flushes through here and reloads, which ends this worker; data/session.ts).
  db.on('versionchange', () => {
    void engine.flush().finally(() => db.close());
    return false;
  });
  return engine;
});
