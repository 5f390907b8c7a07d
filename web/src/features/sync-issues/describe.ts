import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MutationName } from '@reign/contract';
import { RETRYABLE_CODES, refusalCode } from '@reign/sync/client/refusal-actions';
import type { RejectedMutation } from '../../data';
import { i18n as appI18n } from '../../i18n';

const WHAT: Record<MutationName, MessageDescriptor> = {
  'goal.create': msg`New goal`,
  'goal.update': msg`Goal change`,
  'goal.delete': msg`Goal deletion`,
  'task.create': msg`New task`,
  'task.update': msg`Task change`,
  'task.delete': msg`Task deletion`,
  'task.complete': msg`Task completed`,
  'task.uncomplete': msg`Task reopened`,
  'entry.create': msg`Daily plan`,
  'profile.update': msg`Profile change`,
  'dailyActions.save': msg`Checked actions`,
  'prayer.create': msg`New prayer request`,
  'prayer.update': msg`Prayer request change`,
  'prayer.delete': msg`Prayer request deletion`,
  'prayer.share': msg`Prayer request shared with a circle`,
  'circlePrayer.pray': msg`'I prayed' in a circle`,
  'circleReading.read': msg`Day read with a circle`,
  'circleNote.write': msg`Note on a circle's reading`,
  'circleNote.delete': msg`Note on a circle's reading deleted`,
  'readingPlan.start': msg`Reading plan started`,
  'readingPlan.update': msg`Reading plan change`,
  'readingPlan.delete': msg`Reading plan deletion`,
  'readingProgress.mark': msg`Day of a reading plan read`,
  'highlight.set': msg`Highlight`,
  'highlight.delete': msg`Highlight removed`,
  'bookmark.set': msg`Bookmark`,
  'bookmark.delete': msg`Bookmark removed`,
  'note.create': msg`New note`,
  'note.update': msg`Note change`,
  'note.delete': msg`Note deletion`,
  'conflict.resolve': msg`Your choice between two versions`,
};

/** A short label for a refused change: what it was and, where it has one, its title. */
export function describeRejected(item: RejectedMutation, i18n: I18n = appI18n): string {
  const args = (item.args ?? {}) as { title?: unknown; changes?: { title?: unknown }; date?: unknown };
  const title = typeof args.title === 'string' ? args.title : args.changes?.title;
  const what = WHAT[item.name];
  const label = what ? i18n._(what) : i18n._(msg`Change`);
  if (typeof title === 'string' && title) return i18n._(msg`${label}: "${title}"`);
  const date = args.date;
  if (item.name === 'entry.create' && typeof date === 'string') return i18n._(msg`${label} for ${date}`);
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
