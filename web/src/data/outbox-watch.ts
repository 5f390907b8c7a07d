import { liveQuery } from 'dexie';
import type { ReignDb } from '../db/database';
import { type OutboxSnapshot, outboxMirrorWriter, readOutboxMarker } from '../db/outbox-mirror';
import type { QueuedRow } from '../db/types';

/** The outbox with the client id and seq offset it is pushed under, read together. */
export function readOutboxSnapshot(db: ReignDb): Promise<OutboxSnapshot> {
  return db.transaction('r', db.outbox, db.meta, async () => {
    const [rows, clientId, seqOffset] = await Promise.all([
      db.outbox.orderBy('seq').toArray() as Promise<QueuedRow[]>,
      db.meta.get('clientId'),
      db.meta.get('seqOffset'),
    ]);
    return {
      rows,
      clientId: typeof clientId?.value === 'string' ? clientId.value : null,
      seqOffset: typeof seqOffset?.value === 'number' ? seqOffset.value : 0,
    };
  });
}

/**
 * Keeps the database's outbox marker and mirror (db/outbox-mirror.ts) in step with its outbox:
 * after every committed write, every push result and every change of its client id, whichever
 * context made it (this page, its sync worker, another tab, the service worker), through Dexie's
 * change events. It never writes for a database that replaced the one the marker describes (no
 * client id where the marker has one): that is for the check at open (data/storage-loss.ts).
 *
 * Should the browser close the database under the page (it cleared the site's storage), the watch
 * stops and `onForcedClose` runs; `stop()` before closing the database ourselves.
 */
export function watchOutbox(db: ReignDb, onForcedClose: () => void): () => void {
  const write = outboxMirrorWriter(db.name);
  let stopped = false;
  const subscription = liveQuery(() => readOutboxSnapshot(db)).subscribe({
    next(snapshot) {
      if (stopped) return;
      const marker = readOutboxMarker(db.name);
      if (snapshot.clientId === null && marker?.clientId && marker.count > 0) return;
      write(snapshot);
    },
    error() {
      // a read that failed (the database closing) leaves the marker as it was
    },
  });
  const stop = () => {
    stopped = true;
    subscription.unsubscribe();
    db.on('close').unsubscribe(onClose);
  };
  // Dexie fires 'close' for our own close() too; only then has the database been closed for good
  function onClose() {
    setTimeout(() => {
      if (stopped || db.hasBeenClosed()) return;
      stop();
      onForcedClose();
    }, 0);
  }
  db.on('close', onClose);
  return stop;
}
