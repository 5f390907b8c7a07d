import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CircleRequest } from '../../data/circle-prayers';

// What a circle's request says of its 'I prayed' marks (issue 52).

/** The asker's line: '2 people prayed · 3 times', and who. */
export function prayedSummary(marks: CircleRequest['marks'], i18n: I18n, you: string) {
  const names = [...new Set(marks.map((m) => (m.mine ? you : (m.name ?? ''))).filter(Boolean))];
  const people = i18n._(msg`${plural(names.length, { one: '# person prayed', other: '# people prayed' })}`);
  const times = i18n._(msg`${plural(marks.length, { one: '# time', other: '# times' })}`);
  return { line: `${people} · ${times}`, names };
}

/** A member's own taps: 'You prayed 1 time', 'You prayed 2 times'. */
export const myTaps = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: 'You prayed # time', other: 'You prayed # times' })}`);
