import type { MutationOptions, Mutations } from '@reign/sync/client/mutations';
import type { ReignDb } from '@reign/sync/device/database';
import { MUTATION_NAMES } from './deferred-mutations';
import {
  forgetWrites,
  type JournaledWrite,
  journaledWrites,
  livePages,
  type WriteJournal,
  webLocks,
} from './write-journal';

/**
 * A session's writes, each journaled in the tap that makes it (data/write-journal.ts), and the
 * replay at a start of what closed pages left: docs/sync-protocol.md, 'A tap is kept'. A write's
 * transaction also writes its mark (`write:<id>` in `meta`), so a write whose page closed after it
 * committed, before it was settled, is known to be in (and maybe already on the server) and is
 * never made twice.
 */

/** The session's writes with these options added (their code loads with the first write). */
export type WritesWith = (options: Pick<MutationOptions, 'alongside' | 'now'>) => Promise<Mutations>;

const MARK = 'write:';
const markKey = (id: string) => `${MARK}${id}` as const;

type AnyWrite = (...args: unknown[]) => Promise<unknown>;
const METHODS: ReadonlySet<string> = new Set(MUTATION_NAMES);

export interface JournaledMutations {
  mutations: Mutations;
  /** Makes a write another page left, under its id and time. */
  replay(write: JournaledWrite): void;
}

export function journaledMutations(
  db: ReignDb,
  journal: WriteJournal,
  writesWith: WritesWith,
): JournaledMutations {
  const run = (method: string, args: unknown[], from?: JournaledWrite) => {
    const write = journal.add(method, args, from);
    const settle = () => journal.settle(write.id);
    const alongside = async () => {
      // the marks of writes settled since are no longer needed: they go with this one's
      await db.meta.bulkDelete(journal.takeSettled().map(markKey));
      await db.meta.put({ key: markKey(write.id), value: write.at });
    };
    return writesWith({ alongside, now: () => new Date(write.at) })
      .then((writes) => (writes[method as keyof Mutations] as AnyWrite)(...args))
      .then(
        (value) => {
          settle();
          return value;
        },
        (err: unknown) => {
          settle();
          throw err;
        },
      );
  };
  const mutations: Record<string, AnyWrite> = {};
  for (const name of MUTATION_NAMES) mutations[name] = (...args) => run(name, args);
  return {
    mutations: mutations as unknown as Mutations,
    replay: (write) => void run(write.method, write.args, write).catch(() => {}),
  };
}

/** How long after a write a page that holds no lock is taken for closed (its lock request may be on its way). */
const SETTLE_MS = 1000;
/** Without Web Locks pages cannot be told apart: a write left this long is taken for a closed page's. */
const NO_LOCKS_MS = 60_000;

/**
 * Replays, in the order they were made, the writes that pages no longer open left unsettled for
 * this database, unless their mark says they committed; then forgets them, and the marks no
 * journaled write needs. Resolves how long until writes too recent to judge can be judged (null
 * when there are none).
 */
export async function replayLeftWrites(
  db: ReignDb,
  journal: Pick<WriteJournal, 'page'>,
  replay: (write: JournaledWrite) => void,
  { locks = webLocks(), now = Date.now } = {},
): Promise<number | null> {
  const others = journaledWrites(db.name);
  others.delete(journal.page);
  const checked = now();
  const live = await livePages(db.name, locks);
  const wait = live ? SETTLE_MS : NO_LOCKS_MS;
  const left: { page: string; write: JournaledWrite }[] = [];
  let later: number | null = null;
  for (const [page, writes] of others) {
    if (live?.has(page)) continue;
    for (const write of writes) {
      const age = Math.abs(checked - Date.parse(write.at));
      if (age < wait) later = Math.min(later ?? wait, wait - age);
      else left.push({ page, write });
    }
  }
  const committed = await sweepMarks(db, left);
  const made = new Set<string>();
  left.sort((a, b) => a.write.at.localeCompare(b.write.at));
  for (const { write } of left) {
    if (committed.has(write.id) || made.has(write.id) || !METHODS.has(write.method)) continue;
    made.add(write.id);
    replay(write);
  }
  for (const page of new Set(left.map((l) => l.page))) {
    forgetWrites(db.name, page, new Set(left.filter((l) => l.page === page).map((l) => l.write.id)));
  }
  return later;
}

/**
 * The ids of `left` whose write committed; removes every mark no other journaled write needs. The
 * journal is read after the marks, in their transaction: a mark found was committed before, so its
 * write (journaled before its transaction) is in the journal unless it settled.
 */
function sweepMarks(db: ReignDb, left: readonly { write: JournaledWrite }[]): Promise<Set<string>> {
  return db.transaction('rw', db.meta, async () => {
    const marks = (await db.meta.where('key').startsWith(MARK).primaryKeys()) as string[];
    const marked = new Set(marks.map((key) => key.slice(MARK.length)));
    const committed = new Set(left.filter((l) => marked.has(l.write.id)).map((l) => l.write.id));
    const needed = new Set<string>();
    for (const writes of journaledWrites(db.name).values()) {
      for (const w of writes) if (!committed.has(w.id)) needed.add(w.id);
    }
    await db.meta.bulkDelete(
      marks.filter((key) => !needed.has(key.slice(MARK.length))) as `write:${string}`[],
    );
    return committed;
  });
}

/** Replays what closed pages left now, and again once writes too recent to judge can be; returns stop. */
export function startReplays(db: ReignDb, journal: WriteJournal, replay: (write: JournaledWrite) => void) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () =>
    replayLeftWrites(db, journal, replay).then(
      (later) => {
        if (!stopped && later !== null) timer = setTimeout(check, later);
      },
      () => {},
    );
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
