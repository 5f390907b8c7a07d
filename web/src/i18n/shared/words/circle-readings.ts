import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// Reading together in circles (issue 52): the plan, days read and notes, their refusals.

export const circleReadingWords: AreaWords<'circleReading'> = {
  none: msg`This circle is not reading a plan together.`,
  notThisReading: msg`That day is not part of the circle's plan.`,
  noteEmpty: msg`Write a note first`,
  noteTooLong: msg`Keep a note to 500 characters or fewer`,
  noteNotFound: msg`This note is no longer there.`,
  notYourNote: msg`Only its writer or a leader can delete a note.`,
  tooManyReads: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You marked ${most} days in the last 24 hours, the most allowed. Try again later.`;
  },
  tooManyNotes: ({ limit }, i18n) => {
    const most = i18n.number(limit);
    return msg`You left ${most} notes in the last 24 hours, the most allowed. Write more later.`;
  },
  started: msg`The circle is reading this plan together.`,
  stopped: msg`The circle stopped reading together.`,
};
