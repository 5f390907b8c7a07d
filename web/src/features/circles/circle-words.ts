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
