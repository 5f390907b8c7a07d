import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// Gathering mode in circles (issue 52): its refusals and what the server says.

export const circleGatheringWords: AreaWords<'circleGathering'> = {
  chapter: msg`That chapter is not in the book.`,
  verse: msg`That verse is not in the chapter.`,
  started: msg`The gathering has started. Members who join follow you.`,
  ended: msg`The gathering has ended.`,
  none: msg`There is no gathering in this circle now.`,
};
