import { msg } from '@lingui/core/macro';

/**
 * The five principles' titles and summaries as catalogue entries (for `lingui extract`; the app
 * does not import this module). The screens show @reign/domain's PRINCIPLES looked up by their
 * English (principle-text.ts); principle-text.test.ts keeps this list equal to them.
 */
export const PRINCIPLE_MESSAGES = [
  msg`Renew Your Mind`,
  msg`Begin your day by reflecting on God's Word.`,
  msg`Establish Priorities`,
  msg`Name the top three areas of focus for today.`,
  msg`Initiate Bold Action`,
  msg`Turn each priority into concrete steps you will take.`,
  msg`Grow with Grit`,
  msg`Anticipate the challenges ahead and meet them with perseverance.`,
  msg`Navigate in Faith`,
  msg`Close with a personal prayer that places your plan in His hands.`,
];
