import { type FlushOutcome, SyncEngine } from '@reign/sync/client/engine';
import { ReignDb } from '@reign/sync/device/database';
import { getCurrentUserDb } from '../db/registry';
import { thisDevice } from '../sync/this-device';

/**
 * The service worker's flush: the same engine as the page, on the database the page marked as
 * current (none when signed out), under the same 'reign-sync' Web Lock, so it never pushes
 * at the same time as an open tab.
 */
export async function flushFromWorker(): Promise<FlushOutcome | 'no-user'> {
  const current = await getCurrentUserDb();
  if (!current) return 'no-user';
  const db = new ReignDb(current.dbName);
  try {
    return await new SyncEngine({ db, device: thisDevice() }).flush();
  } finally {
    db.close();
  }
}
