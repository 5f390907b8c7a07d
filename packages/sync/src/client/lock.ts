/**
 * One flusher at a time. In browsers (pages and the service worker) a Web Lock, shared by every
 * tab and the worker of this origin; where Web Locks are missing (old browsers, Node in tests) an
 * in-memory queue, which still serialises the flushers of one JavaScript context.
 */
export interface SyncLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const SYNC_LOCK_NAME = 'reign-sync';

const tails = new Map<string, Promise<unknown>>();

/** A mutex inside this JavaScript context, by name. */
export function memoryLock(name: string = SYNC_LOCK_NAME): SyncLock {
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => {});
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Lock when the browser has one, else the in-memory mutex. */
export function defaultLock(name: string = SYNC_LOCK_NAME): SyncLock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return memoryLock(name);
  return { run: (task) => locks.request(name, task) };
}

/** No exclusion at all: only for tests that prove the server copes with two flushers at once. */
export const noLock: SyncLock = { run: (task) => task() };
