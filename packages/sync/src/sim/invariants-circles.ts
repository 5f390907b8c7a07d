import { CIRCLE_SYNC_TABLES, type CircleSyncTable, MAX_PULL_PAGE } from '@reign/contract';
import { canonicalJson } from '@reign/domain';
import type { Table } from 'dexie';
import { circleTablesOf } from '../device/database';
import type { Processed } from './backend';
import type { CircleState, SimWorld } from './world';

/**
 * 5. Circles (sim/README.md), after the quiet phase: every device of every account holds in its
 * circle tables exactly what a fresh pull of the circle from cursor 0 answers that account, for the
 * circle it is a member of now (same rows, fields and versions), and nothing of a circle it is not
 * in; the server lists the account's circles as the run made them; and each refusal of a member's
 * circle write is explained by the run's record: the request was no longer shared, the plan had
 * changed, the note was never written (a non-member's refusal is the model's, invariant 2).
 */

type Rows = Map<string, { row: Record<string, unknown>; version: number }>;

/** The circle as a fresh pull from cursor 0 gives it to the account: live rows by table and id. */
async function freshPull(
  w: SimWorld,
  account: number,
  circleId: string,
): Promise<Map<CircleSyncTable, Rows>> {
  const tables = new Map<CircleSyncTable, Rows>(CIRCLE_SYNC_TABLES.map((t) => [t, new Map()]));
  const fetch = w.accountOf({ account }).fetch;
  for (let cursor = 0; ; ) {
    const url = `${w.backend.baseUrl}/api/sync/circles/${circleId}/pull?cursor=${cursor}&limit=${MAX_PULL_PAGE}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`circle pull of account ${account}: ${response.status}`);
    const page = (await response.json()) as {
      changes: {
        table: CircleSyncTable;
        id: string;
        version: number;
        row?: Record<string, unknown> | null;
      }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const c of page.changes) {
      if (c.row) tables.get(c.table)?.set(c.id, { row: { ...c.row, circleId }, version: c.version });
      else tables.get(c.table)?.delete(c.id);
    }
    cursor = page.cursor;
    if (!page.hasMore) return tables;
  }
}

/** Each account's devices hold its circle as a fresh pull gives it, and nothing of another. */
async function devicesHoldTheirCircle(w: SimWorld, c: CircleState): Promise<string[]> {
  const problems: string[] = [];
  for (const account of new Set(w.devices.map((d) => d.account))) {
    const listed = await w.accountOf({ account }).fetch(`${w.backend.baseUrl}/api/circles`);
    const ids = ((await listed.json()) as { id: string }[]).map((l) => l.id);
    const member = c.members.has(account);
    if (canonicalJson(ids) !== canonicalJson(member ? [c.id] : []))
      problems.push(`account ${account} is listed in ${ids.length} circles, the run says ${member ? 1 : 0}`);
    const server = member ? await freshPull(w, account, c.id) : new Map<CircleSyncTable, Rows>();
    for (const d of w.devicesOf(account)) {
      if (circleTablesOf(d.db).length === 0) continue;
      for (const name of CIRCLE_SYNC_TABLES) {
        const all = await (d.db[name] as unknown as Table<Record<string, unknown>>).toArray();
        const theirs = server.get(name) ?? new Map();
        const mine = new Map<string, { row: Record<string, unknown>; version: number }>();
        for (const { version, ...row } of all) {
          if (row.circleId !== c.id || !member) {
            problems.push(`device ${d.index} holds ${name} of a circle it is not in: ${canonicalJson(row)}`);
            continue;
          }
          mine.set(String(row.id), { row, version: Number(version) });
        }
        for (const [id, s] of theirs) {
          const here = mine.get(id);
          if (!here) problems.push(`device ${d.index} lacks ${name} ${canonicalJson(s.row)}`);
          else if (here.version !== s.version || canonicalJson(here.row) !== canonicalJson(s.row))
            problems.push(
              `device ${d.index}'s ${name} is v${here.version} ${canonicalJson(here.row)}, ` +
                `a fresh pull's v${s.version} ${canonicalJson(s.row)}`,
            );
        }
        for (const [id, here] of mine)
          if (!theirs.has(id))
            problems.push(`device ${d.index} has ${name} ${id} no pull gives: ${canonicalJson(here.row)}`);
      }
    }
  }
  return problems;
}

/** The last of `events` before `at` (each with its time), or undefined. */
const lastBefore = <E extends { at: string }>(events: readonly E[], at: string) =>
  events.filter((e) => e.at < at).at(-1);

/**
 * Why a member's circle write was refused, from what the run did: whether each request was shared
 * with the circle (shares, deletes, its asker leaving), the plan read then, the notes written.
 */
function explained(w: SimWorld, c: CircleState, logs: ReadonlyMap<number, readonly Processed[]>) {
  const shares: { at: string; prayerId?: string; account?: number; shared: boolean }[] = [];
  const notes = new Map<string, string>();
  const deletedAt = new Map<string, string>();
  const askerOf = new Map<string, number>();
  for (const [account, log] of logs) {
    for (const e of log) {
      const args = w.queued.get(e.id)?.args as { id: string; circleId?: string | null } | undefined;
      if (e.status !== 'applied' || !args) continue;
      if (e.name === 'prayer.create') askerOf.set(args.id, account);
      if (e.name === 'prayer.share')
        shares.push({ at: e.at, prayerId: args.id, shared: args.circleId === c.id });
      if (e.name === 'prayer.delete' && !deletedAt.has(args.id)) deletedAt.set(args.id, e.at);
      if (e.name === 'circleNote.write' && !notes.has(args.id)) notes.set(args.id, e.at);
    }
    for (const m of c.events)
      if (m.account === account && !m.member) shares.push({ at: m.at, account, shared: false });
  }
  shares.sort((x, y) => x.at.localeCompare(y.at));
  return (e: Processed): boolean => {
    const a = (w.queued.get(e.id)?.args ?? {}) as { prayerId?: string; readingId?: string; id?: string };
    if (e.name === 'circlePrayer.pray') {
      const asker = askerOf.get(a.prayerId ?? '');
      const about = shares.filter(
        (s) => s.prayerId === a.prayerId || (asker !== undefined && s.account === asker),
      );
      // a deleted request is shared no more (a share of it after is applied and changes nothing)
      if ((deletedAt.get(a.prayerId ?? '') ?? '9') < e.at) return true;
      return !(lastBefore(about, e.at)?.shared ?? false);
    }
    if (e.name === 'circleReading.read' || e.name === 'circleNote.write')
      return lastBefore(c.readings, e.at)?.id !== a.readingId;
    if (e.name === 'circleNote.delete') return !((notes.get(a.id ?? '') ?? '9') < e.at);
    return true;
  };
}

const MEMBER_WRITES = new Set([
  'circlePrayer.pray',
  'circleReading.read',
  'circleNote.write',
  'circleNote.delete',
]);

/** Invariant 5; `logs` are the accounts' processed mutations by account. */
export async function circlesHold(
  w: SimWorld,
  logs: ReadonlyMap<number, readonly Processed[]>,
): Promise<string[]> {
  const c = w.circle;
  if (!c) return [];
  const problems = await devicesHoldTheirCircle(w, c);
  const why = explained(w, c, logs);
  for (const [account, log] of logs) {
    const events = c.events.filter((m) => m.account === account);
    for (const e of log) {
      if (!MEMBER_WRITES.has(e.name) || e.status !== 'rejected') continue;
      if (!(lastBefore(events, e.at)?.member ?? false)) continue;
      if (!why(e))
        problems.push(
          `${e.name} ${e.id} of account ${account} was refused (${e.code}) with no reason the run knows`,
        );
    }
  }
  return problems;
}
