import type { PageEngine } from '@reign/sync/client/engine';
import type { Mutations } from '@reign/sync/client/mutations';
import { GUEST_DB_NAME, ReignDb, userDbName } from '@reign/sync/device/database';
import { liveQuery } from 'dexie';
import { openOnDevice } from '../db/storage-backend';
import { registerBackgroundSync } from '../pwa/background-sync';
import { requestPersistentStorage } from '../pwa/persist';
import { createPageEngine } from '../sync/page-engine';
import { startTriggers } from '../sync/triggers';
import { forgetCurrentUserDb, recordCurrentUserDb } from './current-user-db';
import { deferredMutations } from './deferred-mutations';
import { carryGuestWhenIdle } from './guest-carry-start';
import { noteGuestWrote } from './guest-wrote';
import {
  type JournaledMutations,
  journaledMutations,
  startReplays,
  type WritesWith,
} from './journaled-writes';
import { nextTask } from './next-task';
import { setReadingHint } from './reading-plan-hint';
import { guardOutbox } from './storage-loss';
import type { StorageLossNotices } from './storage-loss-notices';
import { rememberExpiredUserDb, rememberUserDb } from './waiting-changes';
import { openWriteJournal, type WriteJournal } from './write-journal';

/** What the data hooks read: the open database, its engine (none for a guest) and its writes. */
export interface DataSession {
  db: ReignDb;
  /** false when the browser keeps no data and the database lives in memory (db/storage-backend.ts) */
  persistent: boolean;
  engine: PageEngine | null;
  userId: number | null;
  mutations: Mutations;
  /** what the browser's wiping of this database cost, once (null for a guest or a database in memory) */
  storageLoss: StorageLossNotices | null;
  /** Dexie's liveQuery (the hooks of src/data subscribe through it; see live.ts) */
  liveQuery: typeof liveQuery;
}

export interface OpenOptions {
  /** whose database it is (the sign-in page counts each person's own waiting changes) */
  username?: string;
  /** the server said 401: re-check the account (the app then asks the person to sign in again) */
  onSignedOut?: () => void;
  /** false in unit tests that must not start timers or talk to the network */
  startSync?: boolean;
}

/** A write whose code could not be fetched (offline before it was kept): nothing was written. */
export const WRITES_NOT_LOADED =
  'Reign had not finished getting ready for offline use, so this change was not saved. Connect to the internet and try again.';

type MutationsModule = Pick<typeof import('@reign/sync/client/mutations'), 'createMutations'>;

/**
 * The writes of `db`, whose code (`load`) is fetched with the first write, and again after a
 * failure; with a journal (a database on the device), each is journaled in the tap that makes it
 * (data/journaled-writes.ts).
 */
export function lazyMutations(
  db: ReignDb,
  queue: boolean,
  afterWrite: (() => void) | undefined,
  load: () => Promise<MutationsModule> = () => import('@reign/sync/client/mutations'),
  owner: number | 'guest' = 'guest',
  journal: WriteJournal | null = null,
): JournaledMutations {
  let loaded: Promise<MutationsModule['createMutations']> | null = null;
  const writesWith: WritesWith = (more) => {
    loaded ??= load().then(
      ({ createMutations }) => createMutations,
      (cause: unknown) => {
        loaded = null; // the next write fetches it again
        throw new Error(WRITES_NOT_LOADED, { cause });
      },
    );
    return loaded.then((createMutations) => createMutations(db, { queue, afterWrite, owner, ...more }));
  };
  if (journal) return journaledMutations(db, journal, writesWith);
  return { mutations: deferredMutations(() => writesWith({})), replay: () => {} };
}

/** How long a tab that blocks a database upgrade in another tab may spend flushing before it reloads. */
const VERSIONCHANGE_FLUSH_MS = 3000;

/**
 * Opens the signed-in user's database (or the guest's), its sync engine and triggers. `close()`
 * undoes all of it. When another tab opens a newer version of the database, this tab flushes,
 * closes and reloads so the upgrade is not blocked and this tab runs the new code.
 */
export async function openSession(userId: number | null, options: OpenOptions = {}) {
  const name = userId === null ? GUEST_DB_NAME : userDbName(userId);
  // The first call comes in the task that evaluated this module and Dexie (the dynamic import's
  // continuation): making the database in the next task halves the longest task of a signed-in
  // start (docs/performance.md, thirteenth session).
  await nextTask();
  const { db, persistent } = await openOnDevice((backend) => new ReignDb(name, backend));
  if (userId !== null && persistent && options.username) rememberUserDb(name, options.username);
  // before any sync: a database the browser wiped gets its waiting changes back (data/storage-loss.ts);
  // wiped under the page, the page starts again on it
  const guard =
    userId !== null && persistent
      ? await guardOutbox(db, { onClosed: () => window.location.reload() })
      : null;
  // Starting the sync worker costs the page 5 to 20 ms (the Worker constructor): in a task of its
  // own, not added to the one in which the database's open was handled (performance.md, fifteenth).
  if (userId !== null) await nextTask();
  const engine =
    userId === null
      ? null
      : createPageEngine(db, {
          persistent,
          onSignedOut: () => {
            if (persistent) rememberExpiredUserDb(name);
            options.onSignedOut?.();
          },
        });
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

  // In memory (no IndexedDB) the worker cannot see the outbox: only the page flushes it.
  const afterWrite = engine
    ? () => {
        void engine.flush();
        if (!persistent) return;
        void registerBackgroundSync();
        void requestPersistentStorage(db);
      }
    : undefined;
  // a database on the device keeps each write from the tap on, even if the page closes at once
  const journal = persistent ? openWriteJournal(name) : null;
  // the writes' code (the contract's schemas, the outbox) loads with the first write
  const writes = lazyMutations(
    db,
    engine !== null,
    engine ? afterWrite : persistent ? noteGuestWrote : undefined,
    undefined,
    userId ?? 'guest',
    journal,
  );
  const session: DataSession = {
    db,
    persistent,
    engine,
    userId,
    mutations: writes.mutations,
    storageLoss: guard?.notices ?? null,
    liveQuery,
  };

  if (persistent) {
    if (userId === null) forgetCurrentUserDb();
    // a task later: on a new device this loads and opens the registry, which the start can spare
    else setTimeout(() => void recordCurrentUserDb(userId, name).catch(() => {}), 0);
    // what a guest made here before signing in goes into this account (data/guest-carry.ts)
    if (userId !== null) carryGuestWhenIdle(db, userId, afterWrite);
  }
  if (engine && options.startSync !== false) stopTriggers = startTriggers(engine);
  // what pages closed before their writes were in go in now (data/journaled-writes.ts)
  const stopReplays = journal ? startReplays(db, journal, writes.replay) : null;
  // the Renew step shows today's reading by a mark on the device (data/reading-plan-hint.ts): kept in
  // step with the plans here, so a new device's first sync that brings a plan shows it too
  const hint = liveQuery(() =>
    db.readingPlans
      .where('status')
      .equals('active')
      .filter((plan) => !plan.deleted)
      .count(),
  ).subscribe({
    next: (active) => setReadingHint(active > 0),
    error: () => {},
  });

  return {
    session,
    close() {
      hint.unsubscribe();
      stopReplays?.();
      stopTriggers?.();
      engine?.stop();
      guard?.stop();
      db.close();
    },
  };
}
