import type { ReignDb } from '@reign/sync/device/database';
import { getMeta, setMeta } from '@reign/sync/device/meta';

/**
 * Asks once per database for persistent storage, after the person's first change: browsers may
 * otherwise evict IndexedDB (and with it unsynced changes) under storage pressure. Chromium grants
 * it silently to installed or engaged sites; Firefox may ask the person.
 */
export async function requestPersistentStorage(db: ReignDb): Promise<void> {
  try {
    if (!navigator.storage?.persist) return;
    if (await getMeta(db, 'persistAsked', false)) return;
    await setMeta(db, 'persistAsked', true);
    if (await navigator.storage.persisted()) return;
    await navigator.storage.persist();
  } catch {
    // Not granted or not supported: the data stays, only without the eviction guarantee.
  }
}
