import {
  accountImportWords,
  authWords,
  emailWords,
  languageWords,
  limitWords,
  paymentWords,
  resetWords,
  setupWords,
  supportWords,
} from './account';
import {
  adminWords,
  aiWords,
  giveawayWords,
  rewardWords,
  sendfoxWords,
  seriesAdminWords,
  seriesWords,
  uploadWords,
} from './admin';
import {
  bibleWords,
  commentaryWords,
  debugWords,
  readingPlanWords,
  studyWords,
  topicWords,
  translationWords,
  upcomingWords,
} from './bible';
import { circleGatheringWords } from './circle-gatherings';
import { circlePrayerWords } from './circle-prayers';
import { circleReadingWords } from './circle-readings';
import { circleWords } from './circles';
import {
  commonWords,
  conflictWords,
  dailyActionsWords,
  entryWords,
  fieldWords,
  goalWords,
  pageWords,
  prayerWords,
  profileWords,
  reminderWords,
  syncWords,
  taskWords,
} from './planning';
import { prayerWallWords } from './prayer-wall';
import { serverWords } from './server';
import type { MessageWords } from './types';

/**
 * The device's words for every message code of the contract (packages/contract/src/message-codes.ts),
 * in the catalogue's language: the English is the contract's word for word (checked by
 * shared-messages.test.ts), the Spanish in src/locales/es/shared.po.
 */
export const MESSAGE_WORDS: MessageWords = {
  accountImport: accountImportWords,
  admin: adminWords,
  ai: aiWords,
  auth: authWords,
  bible: bibleWords,
  circle: circleWords,
  circleGathering: circleGatheringWords,
  circlePrayer: circlePrayerWords,
  circleReading: circleReadingWords,
  commentary: commentaryWords,
  common: commonWords,
  conflict: conflictWords,
  dailyActions: dailyActionsWords,
  debug: debugWords,
  email: emailWords,
  entry: entryWords,
  field: fieldWords,
  giveaway: giveawayWords,
  goal: goalWords,
  language: languageWords,
  limit: limitWords,
  page: pageWords,
  payment: paymentWords,
  prayer: prayerWords,
  prayerWall: prayerWallWords,
  profile: profileWords,
  readingPlan: readingPlanWords,
  reminder: reminderWords,
  reset: resetWords,
  reward: rewardWords,
  sendfox: sendfoxWords,
  series: seriesWords,
  seriesAdmin: seriesAdminWords,
  server: serverWords,
  setup: setupWords,
  study: studyWords,
  support: supportWords,
  sync: syncWords,
  task: taskWords,
  topic: topicWords,
  translation: translationWords,
  upcoming: upcomingWords,
  upload: uploadWords,
};
