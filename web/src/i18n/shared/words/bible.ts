import { msg, plural } from '@lingui/core/macro';
import type { AreaWords } from './types';

// The Bible reader, study marks, reading plans, topics and the daily verse. Each area apart, so a screen that shows one at once carries only it.

export const bibleWords: AreaWords<'bible'> = {
  searchEmpty: msg`Type a word or a phrase to search for.`,
  searchLong: msg`Search with at most 200 characters.`,
  searchLimit: msg`Ask for 1 to 200 verses.`,
  chapterNumber: msg`The chapter is a number.`,
  chapterWhole: msg`The chapter is a whole number.`,
  chapterStart: msg`Chapters start at 1.`,
  noSuchBook: ({ book }) => msg`No such book: ${book}`,
  chapters: ({ book, chapters }) =>
    msg`${book} has ${plural(chapters, { one: '# chapter', other: '# chapters' })}`,
};

export const commentaryWords: AreaWords<'commentary'> = {
  tooManyVerses: msg`Ask for the comment on at most 30 verses at a time.`,
  notAReference: msg`No verse by that name. Use a reference such as John 3:16.`,
  noComment: msg`Matthew Henry wrote no comment on that passage.`,
};

export const debugWords: AreaWords<'debug'> = {
  tooManyVerses: msg`Ask for at most 30 verses at a time.`,
  noVerseForDay: msg`No verse for that day.`,
  noVerse: msg`No verse by that name. Use a date (2026-11-21) or a reference (John 3:16).`,
};

export const readingPlanWords: AreaWords<'readingPlan'> = {
  planKey: msg`Choose a reading plan: Bible in a Year, New Testament in 90 days, Psalms and Proverbs, the Gospels, or your own`,
  days: msg`A plan can be from 1 to 730 days (2 years)`,
  book: msg`Name each book by its short id, like Gen or Ps`,
  tooManyBooks: msg`Choose at most 66 books`,
  status: msg`Choose a status: active or stopped`,
  day: msg`Days are counted from 1`,
  notFound: msg`Reading plan not found.`,
  deleted: msg`Reading plan deleted.`,
  markedRead: msg`Marked as read.`,
  markedUnread: msg`Marked as not read.`,
  tooManyActive: msg`You have 20 active reading plans, the most at once. Finish or stop one to start another.`,
  dayPastEnd: ({ days }) => msg`This plan has ${days} days; there is no day after ${days}.`,
  start: msg`Choose the day the plan starts`,
  unknownPlan: ({ planKey: key }) => msg`There is no reading plan called ''${key}''.`,
  notABook: ({ book }) => msg`''${book}'' is not a book of the Bible.`,
  noBooks: msg`Choose at least one book for your plan.`,
  noDays: msg`A plan needs at least 1 day.`,
  tooLong: ({ days }) => msg`A plan can be at most ${days} days (2 years).`,
  tooFewVerses: ({ verses }) =>
    msg`These books have ${verses} verses, so their plan can be at most ${verses} days.`,
};

export const studyWords: AreaWords<'study'> = {
  book: msg`Choose a book of the Bible`,
  unknownBook: ({ book }) => msg`There is no book "${book}" in the Bible.`,
  chapter: msg`Choose a chapter`,
  chapterOutOfRange: ({ book, chapters }) =>
    msg`${book} has ${plural(chapters, { one: '# chapter', other: '# chapters' })}: choose one of 1 to ${chapters}.`,
  verse: msg`Choose a verse`,
  verseOutOfRange: ({ book, chapter, verses }) =>
    msg`${book} ${chapter} has ${plural(verses, { one: '# verse', other: '# verses' })}: choose verses 1 to ${verses}.`,
  reversed: msg`A passage runs from its first verse to a later one.`,
  colour: msg`Choose a colour: yellow, green, blue, pink or purple`,
  noteEmpty: msg`Write something in the note`,
  noteTooLong: msg`A note can be at most 10,000 characters`,
  wrongId: msg`This mark's id does not belong to its verse.`,
  notFound: msg`Note not found.`,
  highlightNotFound: msg`That highlight was not found.`,
  bookmarkNotFound: msg`That bookmark was not found.`,
};

export const topicWords: AreaWords<'topic'> = {
  search: msg`Search with at most 60 characters.`,
  letter: msg`Choose one letter from A to Z.`,
  name: msg`A topic's name has at most 80 characters.`,
  unknown: msg`No Bible topic by that name. Search the topics to find one of Nave's names.`,
};

export const translationWords: AreaWords<'translation'> = {
  id: msg`The translation is one of web, kjv, rv1909.`,
};

export const upcomingWords: AreaWords<'upcoming'> = {
  days: msg`Ask for 1 to 7 days`,
};
