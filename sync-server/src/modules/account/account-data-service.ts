import type { AccountExport } from '@reign/contract';
import type { Sql } from '../../db/connect';
import { ownMarks } from '../circle-prayers';
import { ownNotes } from '../circle-readings';
import { circleMemberships } from '../circles';
import { conflictRows, listLiveConflicts } from '../conflicts';
import { listCompletionsForDate, toCompletion } from '../daily-actions';
import { allEntries } from '../entries';
import { allGoals } from '../goals';
import { exportedRequests } from '../prayer-wall';
import { allPrayers } from '../prayers';
import { getProfile } from '../profile';
import { allReadingPlans, progressOfPlans } from '../reading-plans';
import { allBookmarks, allHighlights, allNotes } from '../study';
import { allTasks } from '../tasks';

export async function exportAccount(sql: Sql, userId: number, now: Date): Promise<AccountExport> {
  const entries = await allEntries(sql, userId);
  const readingPlans = await allReadingPlans(sql, userId);
  const dates = [...new Set(entries.map((e) => e.date))];
  const dailyActions = (await Promise.all(dates.map((d) => listCompletionsForDate(sql, userId, d))))
    .flat()
    .map(toCompletion);
  return {
    format: 'reign-export',
    version: 1,
    exportedAt: now.toISOString(),
    entries,
    goals: await allGoals(sql, userId),
    tasks: await allTasks(sql, userId),
    dailyActions,
    profile: await getProfile(sql, userId),
    prayers: await allPrayers(sql, userId),
    conflicts: (await listLiveConflicts(sql, userId)).map(conflictRows.toEntity),
    readingPlans,
    readingProgress: await progressOfPlans(
      sql,
      userId,
      readingPlans.map((p) => p.id),
    ),
    highlights: await allHighlights(sql, userId),
    notes: await allNotes(sql, userId),
    bookmarks: await allBookmarks(sql, userId),
    circles: await circleMemberships(sql, userId),
    prayedInCircles: await ownMarks(sql, userId),
    notesInCircles: await ownNotes(sql, userId),
    wallRequests: await exportedRequests(sql, userId, now),
  };
}
