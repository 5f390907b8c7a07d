import { msg } from '@lingui/core/macro';
import type { AreaWords } from './types';

// The day's plan, goals, tasks, prayers, the profile, reminders and sync. Each area apart, so a screen that shows one at once carries only it.

export const commonWords: AreaWords<'common'> = {
  uuid: msg`Ids are UUIDs`,
  noChange: msg`Send at least one field to change`,
};

export const conflictWords: AreaWords<'conflict'> = {
  choice: msg`Choose which version to keep`,
  resolved: msg`This was already settled on another device.`,
  tooLong: msg`Together these are too long. Keep one version and edit it.`,
  priorities: msg`Choose one to three priorities from the two plans.`,
  planNotValid: msg`This plan is not valid.`,
  rowFull: msg`This already has 3 other versions to review. Choose between them, then try again.`,
  accountFull: msg`You have 1,000 versions to review, the most an account keeps. Choose between some of them, then try again.`,
};

export const dailyActionsWords: AreaWords<'dailyActions'> = {
  entryNotFound: msg`That daily plan does not exist.`,
  text: msg`Each action needs its text`,
};

export const entryWords: AreaWords<'entry'> = {
  verse: msg`The verse is required`,
  reference: msg`The verse reference is required`,
  priorities: msg`Add at least one priority`,
  priority: msg`Priority cannot be empty`,
  tooLong: msg`This text is too long`,
  dateTooLate: msg`A plan can be saved for today or tomorrow only. Check the date and time on this device.`,
  notFound: msg`Daily plan not found.`,
};

export const fieldWords: AreaWords<'field'> = {
  dateRequired: msg`Date is required`,
  date: msg`Use a date like 2026-12-31`,
  title: msg`Title is required`,
  description: msg`Description is required`,
  tooLong: msg`Keep it under 2,000 characters`,
  priority: msg`Priority must be a whole number from 1 to 5`,
};

export const goalWords: AreaWords<'goal'> = {
  targetDate: msg`Target date is required`,
  progress: msg`Progress must be a whole number from 0 to 100`,
  category: msg`Choose a category: spiritual, personal, professional, health or relationships`,
  season: msg`Choose a season: spring, summer, fall, winter or year-round`,
  freeLimit: msg`Multiple goals require a paid membership. Upgrade to create unlimited goals!`,
  notFound: msg`Goal not found.`,
  deleted: msg`Goal deleted.`,
};

export const pageWords: AreaWords<'page'> = {
  limit: msg`Ask for between 1 and 500 rows a page`,
  cursor: msg`That page cursor is not valid; start again from the first page`,
};

export const prayerWords: AreaWords<'prayer'> = {
  titleTooLong: msg`Keep the title under 120 characters`,
  forWhomTooLong: msg`Keep it under 120 characters`,
  status: msg`Choose a status: active, answered or archived`,
  answeredAt: msg`When was it answered?`,
  notFound: msg`Prayer request not found.`,
  deleted: msg`Prayer request deleted.`,
  anonymous: msg`Say whether to share it without your name: true or false`,
  circleId: msg`Choose a circle to share it with, or none to stop sharing`,
};

export const profileWords: AreaWords<'profile'> = {
  maturity: msg`Choose one of: beginner, growing, mature, leader`,
};

export const reminderWords: AreaWords<'reminder'> = {
  time: msg`Choose a time such as 07:00`,
  timeZone: msg`Choose a time zone from the list`,
  endpoint: msg`This browser gave a push address the server cannot use`,
  keys: msg`This browser gave push keys the server cannot use`,
  notSubscribed: msg`This device has no morning reminder.`,
  endpointTaken: msg`This device gets another account’s morning reminder. Sign out of that account on this device first.`,
  off: msg`The morning reminder is off on this device.`,
};

export const syncWords: AreaWords<'sync'> = {
  serverOlder: msg`This server is older than the app. Changes are kept on your device until it is updated.`,
  unknownMutation: msg`Unknown mutation`,
  clientId: msg`Bad client id`,
  device: msg`Name the device by its browser and its system, each 1 to 30 characters of plain text.`,
  batch: msg`Push at most 200 mutations at a time`,
  notValid: msg`This change is not valid.`,
  refused: msg`The server refused this change.`,
};

export const taskWords: AreaWords<'task'> = {
  scheduledDate: msg`Scheduled date is required`,
  category: msg`Choose a category: spiritual, personal, work, health or relationships`,
  minutes: msg`Estimated minutes must be a whole number from 0 to 1440`,
  notFound: msg`Task not found.`,
  deleted: msg`Task deleted.`,
  goalNotFound: msg`That goal does not exist.`,
};
