import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { closeRegistry, getCurrentUserDb } from '../db/registry';
import { forgetCurrentUserDb, recordCurrentUserDb } from './current-user-db';

/** The names of the IndexedDB databases opened from here on. */
function watchOpens(): string[] {
  const names: string[] = [];
  const factory = Dexie.dependencies.indexedDB as IDBFactory;
  const open = factory.open.bind(factory);
  vi.spyOn(factory, 'open').mockImplementation((name: string, version?: number) => {
    names.push(name);
    return open(name, version);
  });
  return names;
}

describe('the service worker’s record of the signed-in member’s database', () => {
  it('names the member’s database', async () => {
    await recordCurrentUserDb(7, 'reign-user-7');
    expect(await getCurrentUserDb()).toEqual({ userId: 7, dbName: 'reign-user-7' });
  });

  it('is not written again when the same member starts the app again: no second database opens', async () => {
    await recordCurrentUserDb(7, 'reign-user-7');
    closeRegistry(); // a new page
    const opened = watchOpens();
    await recordCurrentUserDb(7, 'reign-user-7');
    expect(opened).toEqual([]);
    expect(await getCurrentUserDb()).toEqual({ userId: 7, dbName: 'reign-user-7' });
  });

  it('names another member who signs in on the same browser', async () => {
    await recordCurrentUserDb(7, 'reign-user-7');
    closeRegistry();
    await recordCurrentUserDb(8, 'reign-user-8');
    expect(await getCurrentUserDb()).toEqual({ userId: 8, dbName: 'reign-user-8' });
  });

  it('names the member again after they signed out and in', async () => {
    await recordCurrentUserDb(7, 'reign-user-7');
    forgetCurrentUserDb();
    await vi.waitFor(async () => expect(await getCurrentUserDb()).toBeNull());
    await vi.waitFor(() => expect(window.localStorage.length).toBe(0));
    await recordCurrentUserDb(7, 'reign-user-7');
    expect(await getCurrentUserDb()).toEqual({ userId: 7, dbName: 'reign-user-7' });
  });

  it('is written whenever this browser’s storage cannot say whom it names', async () => {
    await recordCurrentUserDb(7, 'reign-user-7');
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The storage is refused', 'SecurityError');
    });
    const opened = watchOpens();
    closeRegistry();
    await recordCurrentUserDb(7, 'reign-user-7');
    refused.mockRestore();
    expect(opened).toContain('reign-meta');
  });
});
