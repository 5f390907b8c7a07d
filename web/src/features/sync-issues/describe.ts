import type { MutationName } from '@reign/contract';
import { RETRYABLE_CODES, type RejectedMutation, refusalCode } from '../../data';

const WHAT: Record<MutationName, string> = {
  'goal.create': 'New goal',
  'goal.update': 'Goal change',
  'goal.delete': 'Goal deletion',
  'task.create': 'New task',
  'task.update': 'Task change',
  'task.delete': 'Task deletion',
  'task.complete': 'Task completed',
  'task.uncomplete': 'Task reopened',
  'entry.create': 'Daily plan',
  'profile.update': 'Profile change',
  'dailyActions.save': 'Checked actions',
  'prayer.create': 'New prayer request',
  'prayer.update': 'Prayer request change',
  'prayer.delete': 'Prayer request deletion',
  'readingPlan.start': 'Reading plan started',
  'readingPlan.update': 'Reading plan change',
  'readingPlan.delete': 'Reading plan deletion',
  'readingProgress.mark': 'Day of a reading plan read',
  'highlight.set': 'Highlight',
  'highlight.delete': 'Highlight removed',
  'bookmark.set': 'Bookmark',
  'bookmark.delete': 'Bookmark removed',
  'note.create': 'New note',
  'note.update': 'Note change',
  'note.delete': 'Note deletion',
  'conflict.resolve': 'Your choice between two versions',
};

/** A short label for a refused change: what it was and, where it has one, its title. */
export function describeRejected(item: RejectedMutation): string {
  const args = (item.args ?? {}) as { title?: unknown; changes?: { title?: unknown }; date?: unknown };
  const title = typeof args.title === 'string' ? args.title : args.changes?.title;
  const label = WHAT[item.name] ?? 'Change';
  if (typeof title === 'string' && title) return `${label}: "${title}"`;
  if (item.name === 'entry.create' && typeof args.date === 'string') return `${label} for ${args.date}`;
  return label;
}

/**
 * A change refused for a reason a membership removes (the free goal limit, a paid feature):
 * 'Upgrade' fits it, and once the person is a member it can be sent again.
 */
export function needsMembership(item: RejectedMutation): boolean {
  const code = refusalCode(item);
  return code !== null && RETRYABLE_CODES.includes(code);
}
