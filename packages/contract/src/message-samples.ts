import type { CodedMessage, CodeWithValues, MessageCode, MessageValues } from './message-codes';
import { MESSAGE_AREAS } from './message-codes';

// Sample values of every message with values, for tests on both sides (the web words each code
// with them): a new message with values fails the typecheck until it has one here.

export const MESSAGE_SAMPLES: { [C in CodeWithValues]: MessageValues<C> } = {
  'accountImport.tooMany': { count: 100_001, rows: 'dailyActions', limit: 100_000 },
  'bible.noSuchBook': { book: 'Hezekiah' },
  'bible.chapters': { book: 'John', chapters: 21 },
  'circle.tooManyCircles': { limit: 20 },
  'circle.full': { limit: 200 },
  'circle.tooManyInvites': { limit: 10 },
  'circlePrayer.tooManyShared': { limit: 20 },
  'circlePrayer.tooManyPrayed': { limit: 100 },
  'circlePrayer.full': { limit: 2000 },
  'circleReading.tooManyNotes': { limit: 30 },
  'circleReading.tooManyReads': { limit: 200 },
  'prayerWall.tooManyPosted': { limit: 5 },
  'prayerWall.tooManyReported': { limit: 20 },
  'prayerWall.tooManyPrayed': { limit: 100 },
  'email.codeSent': { email: 'ana@example.com' },
  'email.noMail': { email: 'ana@example.com' },
  'email.tooManyToAddress': { minutes: 15 },
  'email.codeResent': { email: 'ana@example.com' },
  'limit.reached': { kind: 'goals', limit: 1000 },
  'limit.importPast': { kind: 'bookmarks', adding: 5001, have: 0, limit: 5000 },
  'readingPlan.dayPastEnd': { days: 30 },
  'readingPlan.unknownPlan': { planKey: 'nope' },
  'readingPlan.notABook': { book: 'Nope' },
  'readingPlan.tooLong': { days: 730 },
  'readingPlan.tooFewVerses': { verses: 85 },
  'reward.short': { short: 10, points: 50 },
  'sendfox.stopped': { exported: 12 },
  'sendfox.exported': { exported: 12, skipped: 3 },
  'sendfox.exportedWithFailures': { exported: 12, failed: 2, skipped: 3 },
  'series.opensTomorrow': { day: 3 },
  'server.noRoute': { method: 'GET', path: '/api/nothing' },
  'server.waitSeconds': { seconds: 30 },
  'server.waitMinutes': { minutes: 3 },
  'server.tooLargeFor': { size: '1 MiB' },
  'server.invalidValue': { field: 'priority' },
  'server.unknownKey': { key: 'userId' },
  'study.unknownBook': { book: 'Hezekiah' },
  'study.chapterOutOfRange': { book: 'John', chapters: 21 },
  'study.verseOutOfRange': { book: 'John', chapter: 3, verses: 36 },
};

/** Every code of the contract with sample values where it has values. */
export function everyMessage(): CodedMessage[] {
  return Object.entries(MESSAGE_AREAS).flatMap(([area, messages]) =>
    Object.keys(messages).map((key) => {
      const code = `${area}.${key}` as MessageCode;
      const values = (MESSAGE_SAMPLES as Record<string, unknown>)[code];
      return (values ? { code, values } : { code }) as CodedMessage;
    }),
  );
}
