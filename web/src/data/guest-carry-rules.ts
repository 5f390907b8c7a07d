import {
  type Bookmark,
  createArgsFrom,
  type Highlight,
  type Note,
  type ReadingPlan,
  type ReadingProgress,
} from '@reign/contract';
import { verseMarkId } from '@reign/domain';
import type { Change } from '@reign/sync/client/outbox';
import type { CarryRules } from './guest-carry';

/** A plan's start, then what the guest changed of it since (catch-up, stopped). */
function planChanges(plan: ReadingPlan): Change[] {
  const start = { name: 'readingPlan.start', args: { ...createArgsFrom('readingPlans', plan), id: plan.id } };
  const changes: Record<string, unknown> = {};
  if (plan.catchUpFrom)
    Object.assign(changes, { catchUpFrom: plan.catchUpFrom, catchUpDays: plan.catchUpDays });
  if (plan.status !== 'active') changes.status = plan.status;
  const update = { name: 'readingPlan.update', args: { id: plan.id, changes } };
  return (Object.keys(changes).length ? [start, update] : [start]) as Change[];
}

/**
 * The guest's tables whose rows go into the account at sign-up, in order (a plan before its days
 * read), each with the creates that make a row again (data/guest-carry.ts). A plan and a note keep
 * their ids; a highlight's and a bookmark's id is its verse's for its owner, so the member's is
 * made. A guest's day plan is not here: it is kept in localStorage and offered as 'Save it' once
 * signed in (features/wizard/guest-plan-store.ts).
 */
export const GUEST_CARRY_RULES: CarryRules = {
  readingPlans: (plan: ReadingPlan) => planChanges(plan),
  readingProgress: (day: ReadingProgress) => [
    {
      name: 'readingProgress.mark',
      args: { planId: day.planId, day: day.day, read: true, readOn: day.readOn },
    },
  ],
  highlights: async (h: Highlight, userId) => [
    {
      name: 'highlight.set',
      args: {
        id: await verseMarkId('highlight', userId, h.book, h.chapter, h.verse),
        book: h.book,
        chapter: h.chapter,
        verse: h.verse,
        colour: h.colour,
      },
    },
  ],
  bookmarks: async (b: Bookmark, userId) => [
    {
      name: 'bookmark.set',
      args: {
        id: await verseMarkId('bookmark', userId, b.book, b.chapter, b.verse),
        book: b.book,
        chapter: b.chapter,
        verse: b.verse,
      },
    },
  ],
  notes: (note: Note) => [{ name: 'note.create', args: { ...createArgsFrom('notes', note), id: note.id } }],
};
