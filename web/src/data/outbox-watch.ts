import type { ReignDb } from '@reign/sync/device/database';
import type { QueuedRow } from '@reign/sync/device/types';
import { liveQuery } from 'dexie';
import {
  classifyDatabase,
  type DatabaseIdentity,
  type OutboxSnapshot,
  outboxMirrorWriter,
  readOutboxMarker,
} from '../db/outbox-mirror';

/**
 * The outbox with the client id and seq offset it is pushed under, and the refused changes' ids,
 * read together.
 */
export function readOutboxSnapshot(db: ReignDb): Promise<OutboxSnapshot & DatabaseIdentity> {
  return db.transaction('r', db.outbox, db.meta, db.rejected, async () => {
    const [rows, clientId, seqOffset, rejectedIds] = await Promise.all([
      db.outbox.orderBy('seq').toArray() as Promise<QueuedRow[]>,
      db.meta.get('clientId'),
      db.meta.get('seqOffset'),
      db.rejected.toCollection().primaryKeys(),
    ]);
    return {
      rows,
      outboxIds: rows.map((row) => row.id),
      rejectedIds,
      clientId: typeof clientId?.value === 'string' ? clientId.value : null,
      seqOffset: typeof seqOffset?.value === 'number' ? seqOffset.value : 0,
    };
  });
}

/**
 * Keeps the database's outbox marker and mirror (db/outbox-mirror.ts) in step with its outbox:
 * after every committed write, every push result and every change of its client id, whichever
 * context made it (this page, its sync worker, another tab, the service worker), through Dexie's
 * change events. It never writes for a database that replaced the one the marker describes
 * (db/outbox-mirror.ts, `classifyDatabase`): then (`'replaced'`), and when the browser closes the
 * database under the page (`'closed'`: it cleared the site's storage, or lost its connection), the
 * watch stops and `onReplaced` runs (the check of data/storage-loss.ts). `stop()` before closing
 * the database ourselves.
 */
export function watchOutbox(db: ReignDb, onReplaced: (cause: 'replaced' | 'closed') => void): () => void {
  const write = outboxMirrorWriter(db.name);
  let stopped = false;
  const subscription = liveQuery(() => readOutboxSnapshot(db)).subscribe({
    next(snapshot) {
      if (stopped) return;
      if (classifyDatabase(readOutboxMarker(db.name), snapshot) === 'same') write(snapshot);
      else replaced('replaced');
    },
    error() {
      // a read failed: the marker stays as it was, and the check looks at the database again
      // (nothing to look at once we closed it ourselves)
      if (!db.hasBeenClosed()) replaced(db.isOpen() ? 'replaced' : 'closed');
    },
  });
  const stop = () => {
    stopped = true;
    subscription.unsubscribe();
    db.on('close').unsubscribe(onClose);
  };
  const replaced = (cause: 'replaced' | 'closed') => {
    if (stopped) return;
    stop();
    onReplaced(cause);
  };
  // Dexie fires 'close' for our own close() too; only then has the database been closed for good
  function onClose() {
    setTimeout(() => {
      if (!db.hasBeenClosed()) replaced('closed');
    }, 0);
  }
  db.on('close', onClose);
  return stop;
}
