/**
 * Where this device's databases live: the browser's IndexedDB, or, when the browser does not let
 * the app keep data (storage blocked, some private modes, IndexedDB missing or broken), an
 * IndexedDB in memory (fake-indexeddb, a kept implementation of the same API, loaded only then).
 * Data in memory is gone when the tab closes; the app says so (docs/sync-protocol.md, 'Without
 * IndexedDB').
 */

/** The factory and key range a Dexie database is given (absent: the browser's own). */
export interface DexieBackend {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** How long an open of the test database may take before IndexedDB counts as broken. */
const PROBE_TIMEOUT_MS = 3000;
/** How long opening the real database may take before the test database is asked (see openOnDevice). */
const SLOW_OPEN_MS = 3000;
const PROBE_DB = 'reign-probe';

/** Whether the browser's IndexedDB opens a database and commits a write. */
export function probeIndexedDb(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  if (!factory) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    try {
      const request = factory.open(PROBE_DB, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('probe');
      };
      request.onerror = () => done(false);
      request.onblocked = () => done(true);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const tx = db.transaction('probe', 'readwrite');
          tx.objectStore('probe').put(1, 'probe');
          tx.oncomplete = () => {
            db.close();
            done(true);
          };
          tx.onerror = () => {
            db.close();
            // a quota error here still means storage exists; writes will say so one by one
            done(tx.error?.name === 'QuotaExceededError');
          };
        } catch {
          db.close();
          done(false);
        }
      };
    } catch {
      done(false);
    }
  });
}

let inMemory: Promise<DexieBackend> | null = null;

/** The IndexedDB in memory, loaded and made Dexie's default the first time it is needed. */
function memoryBackend(): Promise<DexieBackend> {
  inMemory ??= (async () => {
    const [memory, { default: Dexie }] = await Promise.all([import('fake-indexeddb'), import('dexie')]);
    // Dexie also reads its global dependencies in places (key ranges of its cache and live queries):
    // a browser's own IDBKeyRange given to the in-memory IndexedDB is refused, so both point at it.
    Dexie.dependencies.indexedDB = memory.indexedDB;
    Dexie.dependencies.IDBKeyRange = memory.IDBKeyRange;
    return { indexedDB: memory.indexedDB, IDBKeyRange: memory.IDBKeyRange };
  })();
  return inMemory;
}

type Outcome = 'open' | 'failed' | 'slow';

interface OpenOptions {
  /** the browser's IndexedDB (default: its own; tests give one) */
  browser?: DexieBackend;
  slowMs?: number;
  probeMs?: number;
}

/**
 * Opens a database where this device keeps data: the browser's IndexedDB (`browser`, by default
 * its own), or, when the browser keeps none, the in-memory one (then for the rest of the page).
 * The real database is opened straight away; the test database (probeIndexedDb) is only asked when
 * that open fails or takes longer than `slowMs`. A start so opens one database, not two: the test
 * open, its upgrade and its write cost every start about as much as a second database (issue 19).
 * Once storage is known to work, a slow open (a large upgrade, another tab holding an older
 * version) is waited for, and an open that failed for this database alone (a newer version on
 * disk) reports its error on the first read, as it did before the test database was dropped
 * from the start.
 */
export async function openOnDevice<T extends { open(): Promise<unknown>; close(): void }>(
  make: (backend: DexieBackend) => T,
  { browser = {}, slowMs = SLOW_OPEN_MS, probeMs = PROBE_TIMEOUT_MS }: OpenOptions = {},
): Promise<{ db: T; persistent: boolean }> {
  const factory = browser.indexedDB ?? globalThis.indexedDB;
  if (!inMemory && factory) {
    const db = make(browser);
    if ((await firstOutcome(db, slowMs)) === 'open' || (await probeIndexedDb(factory, probeMs))) {
      return { db, persistent: true };
    }
    db.close();
  }
  return { db: make(await memoryBackend()), persistent: false };
}

function firstOutcome(db: { open(): Promise<unknown> }, slowMs: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve('slow'), slowMs);
  });
  const opened = db.open().then(
    (): Outcome => 'open',
    (): Outcome => 'failed',
  );
  return Promise.race([opened, slow]).finally(() => clearTimeout(timer));
}

/** For tests: decide again on the next call. */
export function resetStorageBackend(): void {
  inMemory = null;
}
