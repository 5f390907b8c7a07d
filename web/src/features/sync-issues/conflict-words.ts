import { passageLabel } from '@reign/bible';
import type { Note } from '@reign/contract';
import type { ConflictView } from '../../data';
import { formatDate } from '../../ui/format';

/** How a field whose two versions are kept is named to the person. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  details: 'Details',
  forWhom: 'For whom',
  testimony: 'Testimony',
  text: 'Note',
};

const KIND: Record<Exclude<ConflictView['entity'], 'entries'>, string> = {
  goals: 'Goal',
  tasks: 'Task',
  prayers: 'Prayer request',
  notes: 'Note',
};

/** The day a plan is for, in words: 'today', or its date. */
export function planDay(date: string, today: string): string {
  return date === today ? 'today' : formatDate(date);
}

/** The passage a note is on: 'John 3:16-17'. */
const noteReference = (n: Note) => passageLabel(n.book, n.chapter, n.verseStart, n.verseEnd);

/** What a conflict is about, as its heading says it: 'You planned today on two devices'. */
export function conflictTitle(view: ConflictView, today: string): string {
  if (view.entity === 'entries') return `You planned ${planDay(view.row.date, today)} on two devices`;
  if (view.entity === 'notes') return `Your note on ${noteReference(view.row)} was changed on two devices`;
  return `${KIND[view.entity]} "${view.row.title}" was changed on two devices`;
}

/** The button that keeps both versions of a text is offered only where the two can be joined. */
export const ONE_LINE_FIELDS = new Set(['title', 'forWhom']);
