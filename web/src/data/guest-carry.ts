import { msg } from '@lingui/core/macro';
import type { SyncTable } from '@reign/contract';
import { type Change, queueMutations } from '@reign/sync/client/outbox';
import type { ReignDb } from '@reign/sync/device/database';
import type { Table } from 'dexie';
import { i18n } from '../i18n/catalogue';
import { showToast } from '../ui/toast';

/**
 * What a guest makes on this device before signing up (reading plans and their progress,
 * highlights, notes, bookmarks) goes into the account the person then signs up for or signs in to
 * here: the member's database gets the creates that make each row again, queued like any write (so
 * they reach the server and every other device by the outbox's guarantee), and the guest's copies
 * are removed once they are queued. docs/sync-protocol.md, 'A guest's rows on sign-up'.
 */

/** The changes that make one guest row again in a member's database (`userId`: the member's). */
// biome-ignore lint/suspicious/noExplicitAny: each rule reads the row type of its own table
export type CarryRule = (row: any, userId: number) => Change[] | Promise<Change[]>;

/** The tables carried, in order (a plan before its progress), each with its rule. */
export type CarryRules = Partial<Record<SyncTable, CarryRule>>;

interface Stored {
  id: string;
  deleted?: boolean;
}

const tableOf = (db: ReignDb, name: SyncTable) => db[name] as unknown as Table<Stored, string>;

/**
 * Queues, in the member's database and in one transaction, the creates of every live guest row of
 * the rules' tables that the member's database does not hold yet (so a second run, after a crash
 * between the two databases, makes nothing twice), then removes the guest's copies. Answers how
 * many rows of each table were carried.
 */
export async function carryGuestRows(
  guest: ReignDb,
  member: ReignDb,
  userId: number,
  rules: CarryRules,
): Promise<Partial<Record<SyncTable, number>>> {
  const changes: Change[] = [];
  const carried: Partial<Record<SyncTable, string[]>> = {};
  for (const [name, rule] of Object.entries(rules) as [SyncTable, CarryRule][]) {
    const rows = (await tableOf(guest, name).toArray()).filter((row) => !row.deleted);
    if (!rows.length) continue;
    const held = await tableOf(member, name).bulkGet(rows.map((row) => row.id));
    const fresh = rows.filter((_, i) => !held[i]);
    for (const row of fresh) changes.push(...(await rule(row, userId)));
    carried[name] = rows.map((row) => row.id);
  }
  if (changes.length) await queueMutations(member, changes, { queue: true });
  const counts: Partial<Record<SyncTable, number>> = {};
  for (const [name, ids] of Object.entries(carried) as [SyncTable, string[]][]) {
    await tableOf(guest, name).bulkDelete(ids);
    counts[name] = ids.length;
  }
  return counts;
}

/** Tells the person that what they made as a guest is now in their account. */
export function sayCarried(): void {
  showToast({
    title: i18n._(msg`Kept in your account`),
    message: i18n._(
      msg`What you made on this device before signing in (reading plans, highlights, notes and bookmarks) is now in your account.`,
    ),
    variant: 'success',
  });
}
