import { uuidv7 } from '@reign/domain';

/**
 * The writes a page has made that may not be in IndexedDB yet (docs/sync-protocol.md, 'A tap is
 * kept'). A write does asynchronous work before its transaction starts (its code loads with the
 * first write, an id is hashed), and a page closed meanwhile loses it. So each write is recorded
 * here synchronously, in the tap that makes it, and settled once its transaction committed or it
 * failed (the person was told). A page's unsettled writes are kept in localStorage
 * (`reign:writes:<db>:<page>`), which a page closed at once keeps; while it has any, the page holds
 * the Web Lock `reign-writes:<db>:<page>`, which a closed page no longer holds. The next start
 * replays what closed pages left (data/journaled-writes.ts).
 */

export interface JournaledWrite {
  /** the write's own id: its mark in `meta` (`write:<id>`) commits with its change */
  id: string;
  /** the method of `Mutations` and its arguments */
  method: string;
  args: unknown[];
  /** when the person made it (ISO, the device clock): the queued change's createdAt */
  at: string;
}

export interface WriteJournal {
  readonly dbName: string;
  /** this page's id among the pages that write to the database */
  readonly page: string;
  /** Records a write before any of it runs; a replayed write keeps its id and time (`from`). */
  add(method: string, args: unknown[], from?: Pick<JournaledWrite, 'id' | 'at'>): JournaledWrite;
  /** The write committed, or failed: the page no longer keeps it. */
  settle(id: string): void;
  /** The ids settled since the last call (their marks are no longer needed). */
  takeSettled(): string[];
}

const PREFIX = 'reign:writes:';
const LOCK_PREFIX = 'reign-writes:';
export const journalKey = (dbName: string, page: string) => `${PREFIX}${dbName}:${page}`;

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

/** The browser's Web Locks, or null (browsers before 2022, tests). */
export function webLocks(): LockManagerLike | null {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Never throws: a refused localStorage (full, blocked) only means the write is not journaled. */
function put(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // kept as before this journal: the write still runs
  }
}

/** This page's journal of writes to `dbName`. */
export function openWriteJournal(dbName: string, locks = webLocks()): WriteJournal {
  const page = uuidv7();
  const key = journalKey(dbName, page);
  const pending = new Map<string, JournaledWrite>();
  let settled: string[] = [];
  let release: (() => void) | null = null;
  const save = () => {
    if (pending.size === 0) return put(key, null);
    try {
      put(key, JSON.stringify([...pending.values()]));
    } catch {
      // arguments JSON cannot hold: that write is not journaled
    }
  };
  return {
    dbName,
    page,
    add(method, args, from) {
      const write = { id: from?.id ?? uuidv7(), method, args, at: from?.at ?? new Date().toISOString() };
      pending.set(write.id, write);
      save();
      if (!release && locks) {
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        locks.request(`${LOCK_PREFIX}${dbName}:${page}`, () => held).catch(() => {});
      }
      return write;
    },
    settle(id) {
      if (!pending.delete(id)) return;
      settled.push(id);
      save();
      if (pending.size === 0) {
        release?.();
        release = null;
      }
    },
    takeSettled() {
      const ids = settled;
      settled = [];
      return ids;
    },
  };
}

/** The writes journaled for `dbName` by every page, by page (the oldest first within each). */
export function journaledWrites(dbName: string): Map<string, JournaledWrite[]> {
  const found = new Map<string, JournaledWrite[]>();
  const s = storage();
  const prefix = `${PREFIX}${dbName}:`;
  try {
    for (let i = 0; s && i < s.length; i++) {
      const key = s.key(i);
      if (!key?.startsWith(prefix)) continue;
      const writes = JSON.parse(s.getItem(key) ?? '[]') as unknown;
      if (Array.isArray(writes)) found.set(key.slice(prefix.length), writes.filter(isWrite));
    }
  } catch {
    // unreadable: nothing to replay
  }
  return found;
}

function isWrite(w: unknown): w is JournaledWrite {
  const { id, method, args, at } = (w ?? {}) as Partial<JournaledWrite>;
  return (
    typeof id === 'string' && typeof method === 'string' && Array.isArray(args) && typeof at === 'string'
  );
}

/** Removes writes (replayed, or found committed) from another page's journal. */
export function forgetWrites(dbName: string, page: string, ids: ReadonlySet<string>): void {
  const left = (journaledWrites(dbName).get(page) ?? []).filter((w) => !ids.has(w.id));
  put(journalKey(dbName, page), left.length ? JSON.stringify(left) : null);
}

/** The pages of `dbName` that hold their lock (a write of theirs is under way); null without Web Locks. */
export async function livePages(dbName: string, locks = webLocks()): Promise<Set<string> | null> {
  if (!locks) return null;
  const { held = [], pending = [] } = await locks.query();
  const prefix = `${LOCK_PREFIX}${dbName}:`;
  const pages = new Set<string>();
  for (const { name } of [...held, ...pending])
    if (name?.startsWith(prefix)) pages.add(name.slice(prefix.length));
  return pages;
}
