import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// Praying for each other in circles (issue 52): sharing a request and 'I prayed', their refusals.

export const circlePrayerWords: AreaWords<'circlePrayer'> = {
  notFound: msg`This prayer request is not shared with this circle.`,
  sharedElsewhere: msg`This request is shared with another circle. Stop sharing it there first.`,
  tooManyShared: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You shared ${most} prayer requests in the last 24 hours, the most allowed. Share more later.`;
  },
  tooManyPrayed: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You said 'I prayed' ${most} times in the last 24 hours, the most allowed. Thank you for praying; try again later.`;
  },
  full: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`This circle holds ${most} shared prayer requests, the most it can. Stop sharing one to share another.`;
  },
};
