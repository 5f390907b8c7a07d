import { defaultLock, type SyncLock } from '@reign/sync/client/lock';
import type { ReignDb } from '@reign/sync/device/database';
import {
  classifyDatabase,
  clearOutboxMirror,
  type DatabaseIdentity,
  readMirroredRows,
  readOutboxMarker,
} from '../db/outbox-mirror';
import { watchOutbox } from './outbox-watch';
import { type StorageLossNotices, storageLossStore, writeLossRecord } from './storage-loss-notices';

/**
 * Storage the browser wiped (docs/sync-protocol.md, 'Storage wiped by the browser'). When a
 * signed-in user's database is NEW (no client id, nothing queued) while its outbox marker says
 * changes were waiting, the changes are put back from the mirror (sync/restore-outbox.ts) and the
 * person is told; without a (complete) mirror, or when a sync already made the new database a
 * client of its own, the loss is recorded and confirmed with the server
 * (data/storage-loss-notices.ts). A database without a marker costs one localStorage read.
 */
export async function checkForWipe(
  db: ReignDb,
  { lock = defaultLock(), closed = false, reopen = () => false }: CheckOptions = {},
): Promise<void> {
  if (!readOutboxMarker(db.name)?.count) return;
  const settle = () => retrying(db, reopen, () => settleWipe(db));
  // Cleared under the page: the sync lock first, so that no flush of the sync worker (its retry,
  // a trigger) makes the new database a client of its own before the changes are put back.
  if (closed) return lock.run(settle);
  if (classifyDatabase(readOutboxMarker(db.name), await identityOf(db)) === 'same') return;
  await lock.run(settle);
}

export interface CheckOptions {
  lock?: SyncLock;
  /** the browser closed the database under the page (it may be clearing it right now) */
  closed?: boolean;
  /** whether the check may open the database again when the browser closed it (not once we closed it) */
  reopen?: () => boolean;
}

/**
 * Cleared under an open page, the database opens again only once the browser is done with it:
 * Dexie's own reopen then failed, and it waits for an explicit open.
 */
async function retrying(db: ReignDb, reopen: () => boolean, task: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (attempt === 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      if (!db.isOpen() && reopen()) await db.open().catch(() => {});
    }
  }
}

/** Under the sync lock: what the marker and the database as it is now call for. */
async function settleWipe(db: ReignDb): Promise<void> {
  const marker = readOutboxMarker(db.name);
  const identity = await identityOf(db);
  const found = classifyDatabase(marker, identity);
  if (!marker || found === 'same') return;
  // A sync may have made the new database a client of its own before the check (the worker's
  // flush took the lock first): while that database holds no change of its own, it is still
  // blank, and the changes go back under the lost database's client id.
  const blank = found === 'new' || (identity.outboxIds.length === 0 && identity.rejectedIds.length === 0);
  const rows = blank ? readMirroredRows(db.name, marker) : null;
  if (found === 'new' || rows) {
    // what a flush wrote into the new database while the old one went (cleared under an open
    // page) is no base for the next pull: it starts from the beginning
    await db.meta.bulkDelete(['cursor', 'lastAppliedSeq']);
  }
  if (rows) {
    const { restoreOutbox } = await import('@reign/sync/client/restore-outbox');
    if (await restoreOutbox(db, marker, rows, identity.clientId)) {
      writeLossRecord(db.name, { kind: 'recovered', count: rows.length });
    }
    return;
  }
  const { clientId, seqOffset, count, maxSeq, since } = marker;
  // without a client id nothing was ever pushed: all of it is lost, no need to ask the server
  writeLossRecord(
    db.name,
    clientId === null
      ? { kind: 'lost', count, since }
      : { kind: 'unconfirmed', clientId, seqOffset, count, maxSeq, since },
  );
  clearOutboxMirror(db.name);
}

function identityOf(db: ReignDb): Promise<DatabaseIdentity> {
  return db.transaction('r', db.meta, db.outbox, db.rejected, async () => {
    const [clientId, outboxIds, rejectedIds] = await Promise.all([
      db.meta.get('clientId'),
      db.outbox.orderBy('id').keys(),
      db.rejected.toCollection().primaryKeys(),
    ]);
    return {
      clientId: typeof clientId?.value === 'string' ? clientId.value : null,
      outboxIds: outboxIds as string[],
      rejectedIds,
    };
  });
}

export interface OutboxGuard {
  /** the notice the layout shows, once per loss */
  notices: StorageLossNotices;
  /** before the database is closed */
  stop(): void;
}

/** How long the watch waits after a check that the database was replaced before it starts again. */
const REWATCH_MS = 500;
/** How long a page whose database the browser closed waits for the check before `onClosed`. */
const CLOSED_CHECK_MS = 3000;

export interface GuardOptions {
  /**
   * After the browser closed the database under the page (it cleared it, or lost the connection)
   * and the check ran: the page reloads, so its screens and sync start again on the database as it
   * now is. Without it (tests), the watch starts over in place.
   */
  onClosed?: () => void;
}

/**
 * What a signed-in user's persistent database gets at open: the check above, then the watch that
 * keeps its marker and mirror current (a task later: a start reads nothing more before its first
 * screen). When the watch sees the database replaced, the check runs again and the watch starts
 * over; when the browser closes the database under the page, the check runs once it opens again
 * (it is new if it was cleared), then `onClosed`. Never fails the open.
 */
export async function guardOutbox(db: ReignDb, { onClosed }: GuardOptions = {}): Promise<OutboxGuard> {
  let stopped = false;
  const check = (closed = false) => checkForWipe(db, { closed, reopen: () => !stopped }).catch(() => {});
  await check();
  const notices = storageLossStore(db.name);
  let stopWatch = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    stopWatch = watchOutbox(db, (cause) => {
      const checked = check(cause === 'closed').then(() => {
        if (stopped) return;
        notices.refresh();
        if (cause === 'replaced' || !onClosed) timer = setTimeout(watch, REWATCH_MS);
      });
      if (cause === 'closed' && onClosed) {
        const waited = new Promise((resolve) => setTimeout(resolve, CLOSED_CHECK_MS));
        void Promise.race([checked, waited]).then(() => {
          if (!stopped) onClosed();
        });
      }
    });
  };
  timer = setTimeout(watch, 0);
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
