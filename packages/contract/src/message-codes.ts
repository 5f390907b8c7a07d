import { accountImportMessages } from './account-data';
import { adminMessages } from './admin-messages';
import { aiMessages } from './ai';
import { authMessages } from './auth';
import { bibleMessages } from './bible';
import { circleGatheringMessages } from './circle-gatherings';
import { circlePrayerMessages } from './circle-prayers';
import { circleReadingMessages } from './circle-readings';
import { circleMessages } from './circles';
import { commentaryMessages } from './commentary';
import { commonMessages } from './common';
import { conflictMessages } from './conflicts';
import { dailyActionsMessages } from './daily-actions';
import { debugMessages } from './debug';
import { emailMessages } from './email';
import { entryMessages } from './entries';
import { fieldMessages } from './fields';
import { giveawayMessages } from './giveaways';
import { goalMessages } from './goal-labels';
import { languageMessages } from './language-id';
import { limitMessages, pageMessages } from './limits';
import { resetMessages } from './password-reset';
import { paymentMessages } from './payments';
import { prayerWallMessages } from './prayer-wall';
import { prayerMessages } from './prayers';
import { profileMessages } from './profile';
import { readingPlanMessages } from './reading-plans';
import { reminderMessages } from './reminders';
import { rewardMessages } from './rewards';
import { upcomingMessages } from './scripture-upcoming';
import { sendfoxMessages } from './sendfox';
import { seriesMessages } from './series';
import { seriesAdminMessages } from './series-admin';
import { serverMessages } from './server-messages';
import { setupMessages } from './setup';
import type { MessageValueMap } from './spoken';
import { studyMessages } from './study';
import { syncMessages } from './sync-messages';
import { taskMessages } from './task-labels';
import { topicMessages } from './topics';
import { translationMessages } from './translations';
import { uploadMessages } from './uploads';
import { supportMessages } from './user-support';

/**
 * Every message the server says and the forms show, by a stable code: `<area>.<key>` of the area's
 * `*Messages` object ('goal.freeLimit', 'study.chapterOutOfRange'). A message with values is a
 * function of them (its English for the logs and for clients older than codes); the device words a
 * code in its own language (web/src/i18n/shared/words). A new `*Messages` object goes here.
 */
export const MESSAGE_AREAS = {
  accountImport: accountImportMessages,
  admin: adminMessages,
  ai: aiMessages,
  auth: authMessages,
  bible: bibleMessages,
  circle: circleMessages,
  circleGathering: circleGatheringMessages,
  circlePrayer: circlePrayerMessages,
  circleReading: circleReadingMessages,
  commentary: commentaryMessages,
  common: commonMessages,
  conflict: conflictMessages,
  dailyActions: dailyActionsMessages,
  debug: debugMessages,
  email: emailMessages,
  entry: entryMessages,
  field: fieldMessages,
  giveaway: giveawayMessages,
  goal: goalMessages,
  language: languageMessages,
  limit: limitMessages,
  page: pageMessages,
  payment: paymentMessages,
  prayer: prayerMessages,
  prayerWall: prayerWallMessages,
  profile: profileMessages,
  readingPlan: readingPlanMessages,
  reminder: reminderMessages,
  reset: resetMessages,
  reward: rewardMessages,
  sendfox: sendfoxMessages,
  series: seriesMessages,
  seriesAdmin: seriesAdminMessages,
  server: serverMessages,
  setup: setupMessages,
  study: studyMessages,
  support: supportMessages,
  sync: syncMessages,
  task: taskMessages,
  topic: topicMessages,
  translation: translationMessages,
  upcoming: upcomingMessages,
  upload: uploadMessages,
} as const;

type Areas = typeof MESSAGE_AREAS;
export type MessageArea = keyof Areas;

/** A message's code: 'goal.freeLimit'. */
export type MessageCode = { [A in MessageArea]: `${A}.${Extract<keyof Areas[A], string>}` }[MessageArea];

/** A code's English: the text, or the function of its values. */
export type MessageWording<C extends MessageCode> = C extends `${infer A extends MessageArea}.${infer K}`
  ? Areas[A][K & keyof Areas[A]]
  : never;

/** The values a code's message carries ({ book, chapters }), undefined for a fixed message. */
export type MessageValues<C extends MessageCode> =
  MessageWording<C> extends (values: infer V) => string ? V : undefined;

/** A message as it travels: its code and, for a message with values, the values. */
export type CodedMessage = {
  [C in MessageCode]: MessageValues<C> extends undefined
    ? { code: C; values?: undefined }
    : { code: C; values: MessageValues<C> };
}[MessageCode];

/** The codes whose message carries values. */
export type CodeWithValues = {
  [C in MessageCode]: MessageValues<C> extends undefined ? never : C;
}[MessageCode];

type AnyWording = string | ((values: never) => string);

function wordingOf(code: string): AnyWording | undefined {
  const dot = code.indexOf('.');
  if (dot < 0) return undefined;
  const area = (MESSAGE_AREAS as Record<string, Record<string, AnyWording>>)[code.slice(0, dot)];
  return area && Object.hasOwn(area, code.slice(dot + 1)) ? area[code.slice(dot + 1)] : undefined;
}

/** Whether `code` is a message code of this contract (a newer server may send one it does not know). */
export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && wordingOf(code) !== undefined;
}

/** A coded message's English, with its values. */
export function englishOf(message: CodedMessage): string {
  const wording = wordingOf(message.code) as string | ((values: unknown) => string);
  return typeof wording === 'function' ? wording(message.values) : wording;
}

let byEnglish: Map<string, CodedMessage> | undefined;

/**
 * The fixed message whose English is exactly `english` (a zod issue's message: the schemas carry
 * the areas' texts), or undefined. One English has one code (a text several forms share lives in
 * fieldMessages), so the lookup is exact.
 */
export function codedMessageOf(english: string): CodedMessage | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [area, messages] of Object.entries(MESSAGE_AREAS) as [string, Record<string, AnyWording>][]) {
      for (const [key, wording] of Object.entries(messages)) {
        if (typeof wording === 'string') byEnglish.set(wording, { code: `${area}.${key}` } as CodedMessage);
      }
    }
  }
  return byEnglish.get(english);
}

/** A schema issue (zod's, or Fastify's view of one) as what a person is told. */
export interface SchemaIssue {
  message: string;
  /** zod's issue code ('unrecognized_keys', 'invalid_type', …) */
  code?: string;
  path: readonly PropertyKey[];
  keys?: readonly string[];
}

/**
 * The coded message of a schema failure: the contract's own message (found exactly by its
 * English), else for a field without one which field is wrong (zod's own English is never sent).
 */
export function messageOfIssue(issue: SchemaIssue): CodedMessage {
  const own = codedMessageOf(issue.message);
  if (own) return own;
  const key = issue.keys?.[0];
  if (issue.code === 'unrecognized_keys' && key !== undefined)
    return { code: 'server.unknownKey', values: { key } };
  const field = issue.path.map(String).join('.');
  return field ? { code: 'server.invalidValue', values: { field } } : { code: 'server.notValid' };
}

/** A coded message as the server sends it: `{ message, messageCode, values? }` (spoken.ts). */
export function spoken(message: CodedMessage): {
  message: string;
  messageCode: MessageCode;
  values?: MessageValueMap;
} {
  return {
    message: englishOf(message),
    messageCode: message.code,
    ...(message.values ? { values: message.values as MessageValueMap } : {}),
  };
}
