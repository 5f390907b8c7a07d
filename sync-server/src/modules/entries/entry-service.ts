import type { Entry, entryCreateBody, PageQuery } from '@reign/contract';
import { latestPlanDateFor, planAfterSave, planRevision, uuidv7 } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { badRequest } from '../../lib/http-error';
import { KEY_PART, type Page, pageOf, readCursor } from '../../lib/paging';
import { keepContested } from '../conflicts';
import { findTimeZone } from '../profile';
import { notePlanSaved } from '../rewards';
import { refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import {
  type EntryRow,
  entryRows,
  findEntry,
  findLiveEntryOn,
  listLiveEntries,
  liveEntriesPage,
  putEntry,
} from './entry-repository';

/** The key of the plans' pages: [date, id]. */
const PLAN_KEY = [KEY_PART.date, KEY_PART.uuid];

/** All the user's live plans, newest first (the account export; bounded by ACCOUNT_LIMITS.entries). */
export async function allEntries(db: Queryable, userId: number): Promise<Entry[]> {
  return (await listLiveEntries(db, userId)).map(entryRows.toEntity);
}

/** A page of the user's plans, newest first (the lists are paged, issue 40). */
export async function listEntries(db: Queryable, userId: number, query: PageQuery): Promise<Page<Entry>> {
  const after = readCursor(query.cursor, PLAN_KEY);
  const rows = await liveEntriesPage(db, userId, query.limit, after);
  const items = rows.map(entryRows.toEntity);
  return pageOf(
    items,
    query.limit,
    (e) => [e.date, e.id],
    (e) => e,
  );
}

/**
 * Saves a daily plan. There is one plan per user and date (the date the plan was saved for, in the
 * zone the person's day turned in then; a later change of zone never re-dates it): a save for a date that has a
 * plan (under any id) updates that plan and answers it, when the saver saw that plan (`base`, its
 * revision) or did not say (an older build, REST); the same content again changes nothing. A save
 * by a device that never saw the day's plan keeps its content as a conflict of it (the person
 * chooses later) and answers the plan as it stays. A plan dated after the person's tomorrow (the
 * server's clock in their zone, America/Chicago when none is chosen) is refused, whatever the device's clock says. A new plan past ACCOUNT_LIMITS.entries is 409.
 */
export async function createEntry(
  ctx: WriteContext,
  body: z.output<typeof entryCreateBody> & { base?: string | null | undefined },
): Promise<Entry> {
  const zone = await findTimeZone(ctx.tx, ctx.userId);
  if (body.date > latestPlanDateFor(new Date(ctx.at), zone)) throw badRequest({ code: 'entry.dateTooLate' });
  const id = body.id ?? uuidv7();
  const byId = sameIdRow(ctx, await findEntry(ctx.tx, id), { code: 'entry.notFound' });
  // runUserWrite has locked the user's row, so no other save of this user runs between the read and the write
  const existing = byId ?? (await findLiveEntryOn(ctx.tx, ctx.userId, body.date));
  if (!existing) await refuseAtAccountLimit(ctx, 'entries', entryRows.countLive);
  const stored = existing && entryRows.toStored(existing);
  const { entry, contested } = planAfterSave(stored, { ...body, id }, ctx.at);
  if (contested && stored) {
    const base = body.base;
    await keepContested(ctx, {
      entity: 'entries',
      rowId: stored.id,
      values: contested,
      continues: (c) => base != null && planRevision(c.values as Entry) === base,
    });
  }
  if (!entry) return entryRows.toEntity(existing as EntryRow); // the same plan again, or another device's kept
  const saved = entryRows.toEntity(
    await putEntry(ctx.tx, ctx.userId, entry, ctx.version, existing !== undefined),
  );
  // a plan that earns (received within a week of its date, fair-points.ts) may complete a streak
  await notePlanSaved(ctx.tx, {
    userId: ctx.userId,
    entryId: saved.id,
    date: saved.date,
    receivedAt: ctx.at,
  });
  return saved;
}
