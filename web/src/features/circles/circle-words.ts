import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CircleRole } from '@reign/contract';

// Words more than one circles screen says.

export const ROLE_LABELS: Record<CircleRole, MessageDescriptor> = {
  leader: msg`Leader`,
  member: msg`Member`,
};

/** What a circle is, for a person who has none yet. */
export const CIRCLES_ABOUT = msg`Pray and read together with your family, small group or church.`;

/** '1 member', '3 members'. */
export const memberCount = (count: number, i18n: I18n): string =>
  i18n._(msg`${plural(count, { one: '# member', other: '# members' })}`);

/** Who has read a day of the circle's plan: 'Read by you, Ana and Ben', 'Nobody has read this day yet.' */
export function readersLabel(meToo: boolean, others: readonly string[], i18n: I18n): string {
  if (!meToo && others.length === 0) return i18n._(msg`Nobody has read this day yet.`);
  if (others.length === 0) return i18n._(msg`You have read it.`);
  const people = meToo ? [i18n._(msg`you`), ...others] : [...others];
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(people);
  return i18n._(msg`Read by ${names}`);
}
