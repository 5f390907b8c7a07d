import { ReignDb } from '@reign/sync/device/database';
import { IDBKeyRange as FakeKeyRange, IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openOnDevice, resetStorageBackend } from './storage-backend';

afterEach(() => resetStorageBackend());

/** A browser IndexedDB of its own for one test (fake-indexeddb, as the browser's would be). */
function browserIdb() {
  const factory = new IDBFactory();
  return { factory, backend: { indexedDB: factory, IDBKeyRange: FakeKeyRange } };
}

async function names(factory: IDBFactory) {
  return (await factory.databases()).map((d) => d.name).sort();
}

/** An IndexedDB whose opens never answer (seen in browsers with broken storage). */
const hanging = {
  open: () => ({}) as IDBOpenDBRequest,
  databases: async () => [],
} as unknown as IDBFactory;

const quick = { slowMs: 30, probeMs: 30 };

describe('opening a database on the device', () => {
  it('opens the real database and asks no test database when that works', async () => {
    const { factory, backend } = browserIdb();
    const { db, persistent } = await openOnDevice((b) => new ReignDb('reign-user-1', b), {
      browser: backend,
    });
    expect(persistent).toBe(true);
    expect(db.isOpen()).toBe(true);
    // one database on the device: the test database costs a start a second open and write
    expect(await names(factory)).toEqual(['reign-user-1']);
    db.close();
  });

  it('keeps the data in memory when the browser refuses to open a database', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const { db, persistent } = await openOnDevice((b) => new ReignDb('reign-guest', b), {
      browser: { indexedDB: refusing, IDBKeyRange: FakeKeyRange },
      ...quick,
    });
    expect(persistent).toBe(false);
    await db.goals.put({ id: 'g1' } as never);
    expect(await db.goals.get('g1')).toMatchObject({ id: 'g1' });
    db.close();
  });

  it('keeps the data in memory when opening never answers, and stays there for the page', async () => {
    const first = await openOnDevice((b) => new ReignDb('reign-user-2', b), {
      browser: { indexedDB: hanging, IDBKeyRange: FakeKeyRange },
      ...quick,
    });
    expect(first.persistent).toBe(false);
    expect(first.db.isOpen()).toBe(false);
    await first.db.open();
    expect(first.db.isOpen()).toBe(true);

    // the next database of the page is not tried in the browser again
    const { factory, backend } = browserIdb();
    const next = await openOnDevice((b) => new ReignDb('reign-user-3', b), { browser: backend, ...quick });
    expect(next.persistent).toBe(false);
    expect(await names(factory)).toEqual([]);
    first.db.close();
    next.db.close();
  });

  it('waits for a slow open when the browser keeps data (another tab holds an older version)', async () => {
    const { factory, backend } = browserIdb();
    // another tab's connection to version 1, which does not let go at once
    const other = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('reign-user-4', 1);
      request.onsuccess = () => resolve(request.result);
    });
    const opening = openOnDevice((b) => new ReignDb('reign-user-4', b), { browser: backend, ...quick });
    const { db, persistent } = await opening;
    expect(persistent).toBe(true);
    other.close();
    await db.open();
    expect(db.isOpen()).toBe(true);
    expect(db.verno).toBeGreaterThan(1);
    db.close();
  });

  it('keeps a database whose own open failed in the browser when storage works', async () => {
    const { backend } = browserIdb();
    const failing = { open: () => Promise.reject(new Error('a newer version is on disk')), close() {} };
    const { db, persistent } = await openOnDevice(() => failing, { browser: backend, ...quick });
    // its reads report the error; the data is not silently moved into memory
    expect(persistent).toBe(true);
    expect(db).toBe(failing);
  });
});
