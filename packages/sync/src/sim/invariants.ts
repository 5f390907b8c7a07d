import type { Conflict, SyncTable } from '@reign/contract';
import { canonicalJson, sameValue } from '@reign/domain';
import type { Table } from 'dexie';
import { syncedTablesOf } from '../device/database';
import { SYNCED_TABLES } from '../device/types';
import type { Processed, Snapshot } from './backend';
import { emptyModel, type KeptValue, type ModelTable, modelApply } from './model';
import { membershipOf, release } from './model-circles';
import type { SimDevice, SimWorld } from './world';

/**
 * The invariants checked after every run, per account (README.md). Each answers the problems it
 * found, in words that say which device, table and row.
 */

/** A device's synced rows as a snapshot: each row without its sync fields, and its version. */
export async function rowsOf(d: SimDevice): Promise<{ rows: Snapshot; pendingDeletes: string[] }> {
  const rows: Snapshot = new Map();
  const pendingDeletes: string[] = [];
  for (const name of syncedTablesOf(d.db)) {
    const table = new Map<string, { row: Record<string, unknown>; version: number }>();
    rows.set(name, table);
    const all = await (d.db[name] as unknown as Table<Record<string, unknown>>).toArray();
    for (const { version, deleted, ...row } of all) {
      const id = String(row.id);
      if (name === 'profile') delete row.id;
      if (deleted) pendingDeletes.push(`${name} ${id}`);
      table.set(id, { row, version: Number(version) });
    }
  }
  return { rows, pendingDeletes };
}

/**
 * 1. Convergence: each device's tables equal its account's live rows on the server, field by field,
 * versions too (so no device holds a row of another account: the server's pull never gives one).
 */
export async function convergence(w: SimWorld, account: number, server: Snapshot): Promise<string[]> {
  const problems: string[] = [];
  for (const d of w.devicesOf(account)) {
    const { rows, pendingDeletes } = await rowsOf(d);
    for (const p of pendingDeletes) problems.push(`device ${d.index} still holds a deleted row: ${p}`);
    for (const name of SYNCED_TABLES) {
      const mine = rows.get(name) ?? new Map();
      const theirs = server.get(name) ?? new Map();
      for (const [id, s] of theirs) {
        const here = mine.get(id);
        if (!here) problems.push(`device ${d.index} lacks ${name} ${w.label(id)}: ${canonicalJson(s.row)}`);
        else if (here.version !== s.version || canonicalJson(here.row) !== canonicalJson(s.row))
          problems.push(
            `device ${d.index}'s ${name} ${w.label(id)} differs: v${here.version} ${canonicalJson(here.row)} ` +
              `where the server has v${s.version} ${canonicalJson(s.row)}`,
          );
      }
      for (const [id, here] of mine)
        if (!theirs.has(id))
          problems.push(
            `device ${d.index} has ${name} ${w.label(id)} the server has not: ${canonicalJson(here.row)}`,
          );
    }
    if ((await d.db.parked.count()) > 0) problems.push(`device ${d.index} still has parked changes`);
  }
  return problems;
}

/**
 * 3. No acknowledged write lost, none applied twice: every mutation the account's devices queued got
 * a result from the server and is in the server's record of processed mutations exactly once; a
 * refused one is in its device's `rejected` (or a person settled it), an applied one is not; no
 * outbox holds anything; the server processed nothing no device of the account queued.
 */
export async function accounted(w: SimWorld, account: number, log: readonly Processed[]): Promise<string[]> {
  const problems: string[] = [];
  const rejectedBy = new Map<number, Set<string>>();
  for (const d of w.devicesOf(account)) {
    const left = await d.db.outbox.count();
    if (left > 0) problems.push(`device ${d.index}'s outbox still holds ${left} mutations`);
    rejectedBy.set(d.index, new Set((await d.db.rejected.toArray()).map((r) => r.id)));
  }
  const times = new Map<string, number>();
  for (const entry of log) times.set(entry.id, (times.get(entry.id) ?? 0) + 1);
  for (const [id, q] of w.queued) {
    if (q.account !== account) continue;
    const result = w.seen.get(id);
    const what = `${q.name} ${id} of device ${q.device}`;
    if (!result) problems.push(`${what} never got a result from the server`);
    if (times.get(id) !== 1) problems.push(`${what} was processed ${times.get(id) ?? 0} times`);
    const listed = rejectedBy.get(q.device)?.has(id) ?? false;
    if (result?.status === 'rejected' && !listed && !w.settled.has(id))
      problems.push(`${what} was refused but is not in the device's refused changes`);
    if (result?.status === 'applied' && listed) problems.push(`${what} was applied yet is listed as refused`);
  }
  for (const id of times.keys())
    if (w.queued.get(id)?.account !== account)
      problems.push(`the server processed ${id} for account ${account}, which none of its devices queued`);
  return problems;
}

/** A model row as pull gives it: without its `deleted` flag (and the profile without its id). */
function asPulled(table: ModelTable, row: Record<string, unknown>): Record<string, unknown> {
  const { deleted: _deleted, ...rest } = row;
  if (table === 'profile') delete rest.id;
  return rest;
}

/**
 * 2. The model: the server's record of the account's processed mutations, replayed on an empty
 * model with the arguments the devices sent, accepts and refuses what the server did and ends in
 * the server's rows (live rows field by field, deleted ones deleted; versions aside). Answers the
 * contested values the model kept (for invariant 4).
 */
export async function model(
  w: SimWorld,
  account: number,
  log: readonly Processed[],
  server: { live: Snapshot; deleted: Map<SyncTable, Set<string>> },
): Promise<{ problems: string[]; kept: KeptValue[] }> {
  const problems: string[] = [];
  const kept: KeptValue[] = [];
  const state = emptyModel();
  const paid = w.backend.accounts[account]?.isPaidMember ?? false;
  const membership = membershipOf(w.circle, account);
  let released = 0;
  /** leaving the circle before `at` took the person's requests out of it (model-circles.ts) */
  const releaseUpTo = (at: string) => {
    for (; released < membership.events.length && (membership.events[released]?.at ?? '') < at; released++) {
      const e = membership.events[released];
      if (e && !e.member && w.circle) release(state, w.circle.id, e.at);
    }
  };
  for (const entry of log) {
    const args = w.queued.get(entry.id)?.args;
    releaseUpTo(entry.at);
    const given = { status: entry.status, ...(entry.code ? { code: entry.code } : {}) };
    const outcome = await modelApply(state, { ...entry, args }, paid, { member: membership.member, given });
    kept.push(...outcome.kept);
    if (outcome.status !== entry.status || (outcome.code ?? undefined) !== (entry.code ?? undefined))
      problems.push(
        `${entry.name} ${entry.id}: the server said ${entry.status} ${entry.code ?? ''}, the model ${outcome.status} ${outcome.code ?? ''}`,
      );
  }
  releaseUpTo('9999');
  for (const name of Object.keys(state) as ModelTable[]) {
    const live = server.live.get(name) ?? new Map();
    const deleted = server.deleted.get(name) ?? new Set();
    for (const [id, row] of state[name]) {
      if (row.deleted) {
        if (live.has(id)) problems.push(`the server's ${name} ${w.label(id)} is live, the model's deleted`);
        continue;
      }
      const stored = live.get(id)?.row;
      const expected = asPulled(name, row);
      if (!stored || canonicalJson(stored) !== canonicalJson(expected))
        problems.push(
          `the server's ${name} ${w.label(id)} is ${deleted.has(id) ? 'deleted' : canonicalJson(stored)}, the model's ${canonicalJson(expected)}`,
        );
    }
    for (const [id, { row }] of live)
      if (!state[name].has(id))
        problems.push(`the server has ${name} ${w.label(id)} the model has not: ${canonicalJson(row)}`);
  }
  return { problems, kept };
}

/**
 * 4. Every conflict is visible: each live conflict of the account is on each of its devices, and
 * each contested value the model saw kept is still in its live conflict (or the conflict was
 * settled by an accepted choice, a later save continuing it replaced the value, or its row was
 * deleted).
 */
export async function conflictsVisible(
  w: SimWorld,
  account: number,
  server: Snapshot,
  kept: readonly KeptValue[],
  log: readonly Processed[],
) {
  const problems: string[] = [];
  const live = server.get('conflicts') ?? new Map();
  for (const d of w.devicesOf(account)) {
    const here = new Set((await d.db.conflicts.toArray()).filter((c) => !c.deleted).map((c) => c.id));
    for (const id of live.keys())
      if (!here.has(id)) problems.push(`device ${d.index} does not show conflict ${id}`);
  }
  const resolved = new Set(
    log
      .filter((e) => e.name === 'conflict.resolve' && e.status === 'applied')
      .map((e) => (w.queued.get(e.id)?.args as { id: string } | undefined)?.id),
  );
  kept.forEach((k, i) => {
    if (!server.get(k.entity)?.has(k.rowId)) return; // the row was deleted: nothing to choose
    const conflict = live.get(k.conflictId)?.row as Conflict | undefined;
    if (!conflict) {
      if (!resolved.has(k.conflictId))
        problems.push(`the conflict of ${w.label(k.rowId)} kept by ${k.writeId} is gone unsettled`);
      return;
    }
    for (const [field, value] of Object.entries(k.values)) {
      const replaced = kept
        .slice(i + 1)
        .some((later) => later.conflictId === k.conflictId && field in later.values);
      if (!replaced && !sameValue(conflict.values[field], value))
        problems.push(`the ${field} kept by ${k.writeId} is not in conflict ${k.conflictId}`);
    }
  });
  return problems;
}
