import Dexie, { type EntityTable } from 'dexie';

/**
 * A tiny database every context can open (the page and the service worker): which user database
 * is current, so the worker's Background Sync flushes the right outbox. Nothing else lives here.
 */
interface RegistryRow {
  key: 'current';
  dbName: string | null;
  userId: number | null;
}

class RegistryDb extends Dexie {
  kv!: EntityTable<RegistryRow, 'key'>;
  constructor() {
    super('reign-meta', { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ kv: 'key' });
  }
}

let registry: RegistryDb | null = null;
function open(): RegistryDb {
  registry ??= new RegistryDb();
  return registry;
}

/** Records the signed-in user's database (null when signed out: the worker then has nothing to sync). */
export async function setCurrentUserDb(userId: number | null, dbName: string | null): Promise<void> {
  await open().kv.put({ key: 'current', dbName, userId });
}

export async function getCurrentUserDb(): Promise<{ dbName: string; userId: number } | null> {
  const row = await open().kv.get('current');
  return row?.dbName && row.userId !== null ? { dbName: row.dbName, userId: row.userId } : null;
}

/** For tests: forget the open handle (the databases themselves live in fake-indexeddb). */
export function closeRegistry(): void {
  registry?.close();
  registry = null;
}
