/**
 * Where this device's databases live: the browser's IndexedDB, or, when the browser does not let
 * the app keep data (storage blocked, some private modes, IndexedDB missing or broken), an
 * IndexedDB in memory (fake-indexeddb, a kept implementation of the same API, loaded only then).
 * Data in memory is gone when the tab closes; the app says so (docs/sync-protocol.md, 'Without
 * IndexedDB').
 */
export interface StorageBackend {
  /** false when the data lives in memory only */
  persistent: boolean;
  /** the factory and key range Dexie is given (absent: the browser's own) */
  dexieOptions: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };
}

/** How long an open of the test database may take before IndexedDB counts as broken. */
const PROBE_TIMEOUT_MS = 3000;
const PROBE_DB = 'reign-probe';

/** Whether the browser's IndexedDB opens a database and commits a write. */
export function probeIndexedDb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (!factory) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
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

let chosen: Promise<StorageBackend> | null = null;

/** The backend for this page, decided once. */
export function storageBackend(): Promise<StorageBackend> {
  chosen ??= (async () => {
    if (await probeIndexedDb()) return { persistent: true, dexieOptions: {} };
    const [memory, { default: Dexie }] = await Promise.all([import('fake-indexeddb'), import('dexie')]);
    // Dexie also reads its global dependencies in places (key ranges of its cache and live queries):
    // a browser's own IDBKeyRange given to the in-memory IndexedDB is refused, so both point at it.
    Dexie.dependencies.indexedDB = memory.indexedDB;
    Dexie.dependencies.IDBKeyRange = memory.IDBKeyRange;
    return {
      persistent: false,
      dexieOptions: { indexedDB: memory.indexedDB, IDBKeyRange: memory.IDBKeyRange },
    };
  })();
  return chosen;
}

/** For tests: decide again on the next call. */
export function resetStorageBackend(): void {
  chosen = null;
}
