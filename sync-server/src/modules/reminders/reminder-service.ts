import {
  DEFAULT_REMINDER_TIME,
  type PushSubscriptionBody,
  type ReminderSettings,
  type ReminderSettingsBody,
} from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import { nextZonedTime } from '@reign/domain';
import type { Queryable, Sql } from '../../db/connect';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { cancelJob, scheduleJob } from '../../lib/job-queue';
import type { PushSender } from '../../plugins/push';
import { findTimeZone } from '../profile';
import {
  countPushSubscriptions,
  deleteUserPushSubscription,
  dropOldestPushSubscriptions,
  putPushSubscription,
} from './push-subscription-repository';
import {
  type CirclePush,
  ensureReminderSettings,
  findReminderSettings,
  noteReminderLanguage,
  putReminderSettings,
  type ReminderSettingsRow,
  setCirclePush,
} from './reminder-settings-repository';

/** The job that sends one person's morning reminder; its key is the user id. */
export const REMINDER_JOB = 'morning-reminder';
/** Devices one account may have; registering one more drops the one registered longest ago. */
export const MAX_DEVICES = 10;

export interface ReminderDeps {
  sql: Sql;
  push: Pick<PushSender, 'publicKey' | 'allowsEndpoint'>;
  now: Date;
}

/**
 * The zone the morning reminder keeps: the one the person chose for their day in the profile
 * (issue 39), else the one the reminder was set in (the device's when it was turned on).
 */
export function reminderZone(chosen: string | null, settings: ReminderSettingsRow): string {
  return chosen ?? settings.timeZone;
}

/**
 * Keeps the person's reminder job in step: due at the next time on their clock while at least one
 * device is subscribed, gone otherwise.
 */
export async function rescheduleReminder(
  db: Queryable,
  userId: number,
  settings: ReminderSettingsRow | undefined,
  now: Date,
): Promise<void> {
  const devices = await countPushSubscriptions(db, userId);
  if (!settings || devices === 0) {
    await cancelJob(db, REMINDER_JOB, String(userId));
    return;
  }
  await scheduleJob(db, {
    kind: REMINDER_JOB,
    key: String(userId),
    runAt: nextZonedTime(now, settings.time, reminderZone(await findTimeZone(db, userId), settings)),
  });
}

/**
 * The settings as the reminder keeps them: its zone is the one the person chose for their day
 * when there is one (the reminders card then names it rather than offering its own select).
 */
async function view(db: Queryable, deps: ReminderDeps, userId: number): Promise<ReminderSettings> {
  const settings = await findReminderSettings(db, userId);
  return {
    time: settings?.time ?? DEFAULT_REMINDER_TIME,
    timeZone: (await findTimeZone(db, userId)) ?? settings?.timeZone ?? null,
    devices: await countPushSubscriptions(db, userId),
    publicKey: deps.push.publicKey,
    prayedForYou: settings?.prayedPush ?? true,
    answeredInCircles: settings?.answeredPush ?? true,
    readingInCircles: settings?.readingPush ?? true,
  };
}

export function getReminderSettings(deps: ReminderDeps, userId: number): Promise<ReminderSettings> {
  return view(deps.sql, deps, userId);
}

/** 'Ana prayed for you' or 'An answered prayer in…' on or off; 409 before the person has a device with the reminder. */
export async function saveCirclePush(
  deps: ReminderDeps,
  userId: number,
  which: CirclePush,
  on: boolean,
): Promise<ReminderSettings> {
  if (!(await setCirclePush(deps.sql, userId, which, on))) throw conflict({ code: 'reminder.notSubscribed' });
  return view(deps.sql, deps, userId);
}

/** A new time or time zone: the next reminder moves with it. */
export function saveReminderSettings(
  deps: ReminderDeps,
  userId: number,
  body: ReminderSettingsBody,
  language: Language,
): Promise<ReminderSettings> {
  return deps.sql.begin(async (tx) => {
    const settings = await putReminderSettings(tx, userId, body);
    await noteReminderLanguage(tx, userId, language);
    await rescheduleReminder(tx, userId, settings, deps.now);
    return view(tx, deps, userId);
  });
}

/**
 * This device gets the reminder: its subscription is kept, the person's settings made with 07:00 in
 * the device's time zone if they had none, and the next reminder scheduled. An account keeps its
 * MAX_DEVICES most recently registered devices. A device another signed-in account gets the
 * reminder on is refused (409) and stays theirs: it moves once they sign out.
 */
export function subscribeDevice(
  deps: ReminderDeps,
  userId: number,
  body: PushSubscriptionBody,
  language: Language,
): Promise<ReminderSettings> {
  if (!deps.push.allowsEndpoint(body.endpoint)) throw badRequest({ code: 'reminder.endpoint' });
  return deps.sql.begin(async (tx) => {
    const saved = await putPushSubscription(tx, userId, { endpoint: body.endpoint, ...body.keys });
    if (saved === 'taken') throw new HttpError(409, { code: 'reminder.endpointTaken' }, { code: 'conflict' });
    await dropOldestPushSubscriptions(tx, userId, MAX_DEVICES);
    const settings = await ensureReminderSettings(tx, userId, {
      time: DEFAULT_REMINDER_TIME,
      timeZone: body.timeZone,
    });
    // the reminder's words when the person never chose a language: this device's
    await noteReminderLanguage(tx, userId, language);
    await rescheduleReminder(tx, userId, settings, deps.now);
    return view(tx, deps, userId);
  });
}

/** This device no longer gets the reminder (nothing to do when it did not). */
export function unsubscribeDevice(deps: ReminderDeps, userId: number, endpoint: string): Promise<void> {
  return deps.sql.begin(async (tx) => {
    if (await deleteUserPushSubscription(tx, userId, endpoint)) {
      await rescheduleReminder(tx, userId, await findReminderSettings(tx, userId), deps.now);
    }
  });
}
