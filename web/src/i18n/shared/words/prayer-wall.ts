import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// The church prayer wall (issue 52): its refusals and answers. An area apart, as circles are.

export const prayerWallWords: AreaWords<'prayerWall'> = {
  title: msg`Give your request a title`,
  titleTooLong: msg`Keep the title to 120 characters or fewer`,
  detailsTooLong: msg`Keep the details to 1,000 characters or fewer`,
  reasonTooLong: msg`Keep the reason to 300 characters or fewer`,
  days: msg`Choose from 1 to 90 days`,
  closed: msg`The prayer wall is closed. Requests cannot be posted now.`,
  notFound: msg`This prayer request is not on the wall.`,
  notPending: msg`This request is no longer waiting for approval.`,
  notReported: msg`This request has no reports to review.`,
  tooManyPosted: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You posted ${most} requests to the wall in the last 24 hours, the most allowed. Post more later.`;
  },
  tooManyReported: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You reported ${most} requests in the last 24 hours, the most allowed. Try again later.`;
  },
  tooManyPrayed: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You said 'I prayed' ${most} times on the wall in the last 24 hours, the most allowed. Thank you for praying; try again later.`;
  },
  reported: msg`Thank you. The request is hidden until a moderator looks at it.`,
  deleted: msg`Request deleted.`,
};
