import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// The shared packages' messages that carry values, built by a function from a fixed pattern
// (studyMessages.chapterOutOfRange('John', 21), emailMessages.noMail(address), the reading plans'
// problems of @reign/bible's planScope): each is recognized by a pattern of its English and shown
// by a catalogue message with the same values. A pattern follows its package's words exactly; the
// completeness test (shared-messages.test.ts) builds each with the package's function and checks
// that it is recognized.

/** A count as the package writes it ('1,234') back to a number. */
const count = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/** The kinds of rows of an account import's limit (sync-server import-service LIMIT_WORDS). */
const IMPORT_ROWS: Record<string, MessageDescriptor> = {
  'daily plans': msg`daily plans`,
  goals: msg`goals`,
  tasks: msg`tasks`,
  'action completions': msg`action completions`,
  'prayer requests': msg`prayer requests`,
  'versions to review': msg`versions to review`,
  'reading plans': msg`reading plans`,
  'days read of reading plans': msg`days read of reading plans`,
  highlights: msg`highlights`,
  notes: msg`notes`,
  bookmarks: msg`bookmarks`,
};

/**
 * A pattern of a message with values: `match` reads the values out of the English, `message` gives
 * the catalogue's message with them (`rows` names an import's kind of rows in the active language).
 */
export interface PatternedMessage {
  pattern: RegExp;
  message: (m: RegExpMatchArray, rows: (english: string) => string) => MessageDescriptor;
}

export const PATTERNED_MESSAGES: readonly PatternedMessage[] = [
  // studyMessages.unknownBook(book)
  {
    pattern: /^There is no book "(.*)" in the Bible\.$/s,
    message: ([, book = '']) => msg`There is no book "${book}" in the Bible.`,
  },
  // studyMessages.chapterOutOfRange(book, count)
  {
    pattern: /^(.*) has ([\d,]+) chapters?: choose one of 1 to \2\.$/s,
    message: (m) => {
      const book = m[1] ?? '';
      const chapters = count(m[2]);
      return msg`${book} has ${plural(chapters, { one: '# chapter', other: '# chapters' })}: choose one of 1 to ${chapters}.`;
    },
  },
  // studyMessages.verseOutOfRange(book, chapter, count)
  {
    pattern: /^(.*) (\d+) has ([\d,]+) verses?: choose verses 1 to \3\.$/s,
    message: (m) => {
      const book = m[1] ?? '';
      const chapter = count(m[2]);
      const verses = count(m[3]);
      return msg`${book} ${chapter} has ${plural(verses, { one: '# verse', other: '# verses' })}: choose verses 1 to ${verses}.`;
    },
  },
  // seriesMessages.opensTomorrow(day), and dayOpensTomorrow(day) without its full stop
  {
    pattern: /^Day (\d+) opens tomorrow\.$/,
    message: (m) => {
      const day = count(m[1]);
      return msg`Day ${day} opens tomorrow.`;
    },
  },
  {
    pattern: /^Day (\d+) opens tomorrow$/,
    message: (m) => {
      const day = count(m[1]);
      return msg`Day ${day} opens tomorrow`;
    },
  },
  // emailMessages.codeSent(email)
  {
    pattern: /^We sent a 6-character code to (.*)\. Enter it here to confirm the address\.$/s,
    message: ([, email = '']) =>
      msg`We sent a 6-character code to ${email}. Enter it here to confirm the address.`,
  },
  // emailMessages.noMail(email)
  {
    pattern:
      /^(.*) is saved, but no code was sent: this Reign server cannot send e-mail yet\. Ask its administrator to set up e-mail, then send a new code\. Until then, the administrator can make password reset codes for you\.$/s,
    message: ([, email = '']) =>
      msg`${email} is saved, but no code was sent: this Reign server cannot send e-mail yet. Ask its administrator to set up e-mail, then send a new code. Until then, the administrator can make password reset codes for you.`,
  },
  // emailMessages.tooManyToAddress(minutes)
  {
    pattern: /^Too many e-mails went to this address lately\. Please wait ([\d,]+) minutes? and try again\.$/,
    message: (m) => {
      const minutes = count(m[1]);
      return msg`Too many e-mails went to this address lately. Please wait ${plural(minutes, { one: '# minute', other: '# minutes' })} and try again.`;
    },
  },
  // readingPlanMessages.dayPastEnd(days)
  {
    pattern: /^This plan has ([\d,]+) days; there is no day after \1\.$/,
    message: (m) => {
      const days = count(m[1]);
      return msg`This plan has ${days} days; there is no day after ${days}.`;
    },
  },
  // accountImportMessages.tooMany(count, what, limit)
  {
    pattern: /^This file holds ([\d,]+) (.*); an import takes at most ([\d,]+)\.$/s,
    message: (m, rows) => {
      const found = count(m[1]);
      const what = rows(m[2] ?? '');
      const limit = count(m[3]);
      return msg`This file holds ${found} ${what}; an import takes at most ${limit}.`;
    },
  },
  // the server's rate limit (sync-server http-error.ts tooManyRequests)
  {
    pattern: /^Too many attempts\. Please wait ([\d,]+) seconds? and try again\.$/,
    message: (m) => {
      const seconds = count(m[1]);
      return msg`Too many attempts. Please wait ${plural(seconds, { one: '# second', other: '# seconds' })} and try again.`;
    },
  },
  {
    pattern: /^Too many attempts\. Please wait ([\d,]+) minutes? and try again\.$/,
    message: (m) => {
      const minutes = count(m[1]);
      return msg`Too many attempts. Please wait ${plural(minutes, { one: '# minute', other: '# minutes' })} and try again.`;
    },
  },
  // @reign/bible planScope's problems (readingPlanProblem in @reign/domain)
  {
    pattern: /^There is no reading plan called '(.*)'\.$/s,
    message: ([, key = '']) => msg`There is no reading plan called ''${key}''.`,
  },
  {
    pattern: /^'(.*)' is not a book of the Bible\.$/s,
    message: ([, book = '']) => msg`''${book}'' is not a book of the Bible.`,
  },
  {
    pattern: /^A plan can be at most ([\d,]+) days \(2 years\)\.$/,
    message: (m) => {
      const days = count(m[1]);
      return msg`A plan can be at most ${days} days (2 years).`;
    },
  },
  {
    pattern: /^These books have ([\d,]+) verses, so their plan can be at most \1 days\.$/,
    message: (m) => {
      const verses = count(m[1]);
      return msg`These books have ${verses} verses, so their plan can be at most ${verses} days.`;
    },
  },
];

/** The fixed problems of @reign/bible's planScope (for the catalogue; shown by their English). */
export const READING_PLAN_PROBLEMS: readonly MessageDescriptor[] = [
  msg`Choose at least one book for your plan.`,
  msg`A plan needs at least 1 day.`,
];

/** An account import's kind of rows in the active language; an unknown one as it is. */
export function importRows(english: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = IMPORT_ROWS[english];
  return descriptor ? translate(descriptor) : english;
}
