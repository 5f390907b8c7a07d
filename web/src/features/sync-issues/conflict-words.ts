import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { passageLabel } from '@reign/bible';
import type { CONFLICT_FIELDS, ConflictFieldsOf, Note } from '@reign/contract';
import type { ConflictView } from '../../data';
import { formatDate, formatMoment } from '../../ui/format';

/**
 * How each field whose two versions are kept is named to the person, by entity: a field declared
 * 'conflict' (the contract's GOAL_TEXT_FIELDS, ...) without a name here does not compile.
 */
export const FIELD_LABELS: {
  [E in keyof typeof CONFLICT_FIELDS]: Record<ConflictFieldsOf<E>, MessageDescriptor>;
} = {
  goals: { title: msg`Title`, description: msg`Description` },
  tasks: { title: msg`Title`, description: msg`Description` },
  prayers: { title: msg`Title`, details: msg`Details`, forWhom: msg`For whom`, testimony: msg`Testimony` },
  notes: { text: msg`Note` },
};

const KIND: Record<Exclude<ConflictView['entity'], 'entries' | 'notes'>, MessageDescriptor> = {
  goals: msg`Goal`,
  tasks: msg`Task`,
  prayers: msg`Prayer request`,
};

/** The passage a note is on: 'John 3:16-17'. */
const noteReference = (n: Note) => passageLabel(n.book, n.chapter, n.verseStart, n.verseEnd);

/** What a conflict is about, as its heading says it: 'You planned today on two devices'. */
export function conflictTitle(view: ConflictView, today: string, i18n: I18n): string {
  if (view.entity === 'entries') {
    if (view.row.date === today) return i18n._(msg`You planned today on two devices`);
    const date = formatDate(view.row.date, i18n.locale);
    return i18n._(msg`You planned ${date} on two devices`);
  }
  if (view.entity === 'notes') {
    const reference = noteReference(view.row);
    return i18n._(msg`Your note on ${reference} was changed on two devices`);
  }
  const kind = i18n._(KIND[view.entity]);
  const title = view.row.title;
  return i18n._(msg`${kind} "${title}" was changed on two devices`);
}

/**
 * Where and when the other version was made, under its heading: 'From Chrome on Android · Nov 27,
 * 2:05 PM'; 'From this device · …' for this device's own; 'From another device · …' when the
 * device that sent it gave no name. The time is when it reached the server, on this device's clock
 * (its year only when not `now`'s).
 */
export function otherVersionFrom(view: ConflictView, now: Date, i18n: I18n): string {
  const when = formatMoment(new Date(view.conflict.updatedAt), now, i18n.locale);
  if (view.fromHere) return i18n._(msg`From this device · ${when}`);
  if (!view.conflict.device) return i18n._(msg`From another device · ${when}`);
  // proper names: only ' on ' is translated
  const { browser, system } = view.conflict.device;
  const device = i18n._(msg`${browser} on ${system}`);
  return i18n._(msg`From ${device} · ${when}`);
}

/** The button that keeps both versions of a text is offered only where the two can be joined. */
export const ONE_LINE_FIELDS = new Set(['title', 'forWhom']);
