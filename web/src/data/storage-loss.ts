import type { ReignDb } from '../db/database';
import { clearOutboxMirror, readMirroredRows, readOutboxMarker } from '../db/outbox-mirror';
import { defaultLock, type SyncLock } from '../sync/lock';
import { watchOutbox } from './outbox-watch';
import { type StorageLossNotices, storageLossStore, writeLossRecord } from './storage-loss-notices';

/**
 * Storage the browser wiped (docs/sync-protocol.md, 'Storage wiped by the browser'). When a
 * signed-in user's database opens NEW (no client id, nothing queued) while its outbox marker says
 * changes were waiting, the changes are put back from the mirror (sync/restore-outbox.ts) and the
 * person is told; without a (complete) mirror, the loss is recorded and confirmed with the server.
 * A database without a marker, or with its client id, costs one localStorage read.
 */
export async function checkForWipe(db: ReignDb, lock: SyncLock = defaultLock()): Promise<void> {
  const marker = readOutboxMarker(db.name);
  if (!marker || marker.count === 0 || !(await looksNew(db))) return;
  // under the sync lock: no flush of another tab or of the sync worker gives it a client id meanwhile
  await lock.run(async () => {
    const waiting = readOutboxMarker(db.name);
    if (!waiting || waiting.count === 0 || !(await looksNew(db))) return;
    // what a flush wrote into the new database while the old one went (a wipe under an open page)
    // is no base for the next pull: it starts from the beginning
    await db.meta.bulkDelete(['cursor', 'lastAppliedSeq']);
    const rows = readMirroredRows(db.name, waiting);
    if (rows) {
      const { restoreOutbox } = await import('../sync/restore-outbox');
      if (await restoreOutbox(db, waiting, rows)) {
        writeLossRecord(db.name, { kind: 'recovered', count: rows.length });
      }
      return;
    }
    const { clientId, seqOffset, count, maxSeq, since } = waiting;
    // without a client id nothing was ever pushed: all of it is lost, no need to ask the server
    writeLossRecord(
      db.name,
      clientId === null
        ? { kind: 'lost', count, since }
        : { kind: 'unconfirmed', clientId, seqOffset, count, maxSeq, since },
    );
    clearOutboxMirror(db.name);
  });
}

async function looksNew(db: ReignDb): Promise<boolean> {
  const [clientId, queued] = await Promise.all([db.meta.get('clientId'), db.outbox.count()]);
  return clientId === undefined && queued === 0;
}

export interface OutboxGuard {
  /** the notice the layout shows, once per loss */
  notices: StorageLossNotices;
  /** before the database is closed */
  stop(): void;
}

/**
 * What a signed-in user's persistent database gets at open: the check above, then the watch that
 * keeps its marker and mirror current (a task later: a start reads nothing more before its first
 * screen). Should the browser close the database under the page, the check runs again (the
 * database reopens new if it was cleared) and the watch starts over. Never fails the open.
 */
export async function guardOutbox(db: ReignDb): Promise<OutboxGuard> {
  await checkForWipe(db).catch(() => {});
  const notices = storageLossStore(db.name);
  let stopped = false;
  let stopWatch = () => {};
  const watch = () => {
    stopWatch = watchOutbox(db, () => {
      void checkForWipe(db)
        .catch(() => {})
        .then(() => {
          if (stopped) return;
          notices.refresh();
          watch();
        });
    });
  };
  const timer = setTimeout(watch, 0);
  return {
    notices,
    stop() {
      stopped = true;
      clearTimeout(timer);
      stopWatch();
      notices.stop();
    },
  };
}
