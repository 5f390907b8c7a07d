import { localReference } from '@reign/bible';
import type { CirclePrayedPayload, PushPayload } from '@reign/contract';
import { type Language, languageOfTag } from '@reign/contract/language-list';
import { nextZonedTime, personToday, zonedDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '../../i18n';
import { type ClaimedJob, scheduleJobOnce } from '../../lib/job-queue';
import type { JobOutcome } from '../../plugins/jobs';
import { type CircleDayDue, circleDaysDue } from '../circle-readings';
import { findTimeZone, profileLanguage } from '../profile';
import { todaysReadingLabel } from '../reading-plans';
import { verseReferenceOn } from '../scripture';
import {
  claimReminderDay,
  countPushSubscriptions,
  deletePushSubscription,
  findPushSubscription,
} from './push-subscription-repository';
import { planSavedOn } from './reminder-plan-repository';
import { REMINDER_JOB, reminderZone } from './reminder-service';
import { findReminderSettings } from './reminder-settings-repository';

/** One push to one device; its key is `<subscription id>:<date>`, so a device gets a day's reminder once. */
export const DELIVERY_JOB = 'push-delivery';
export const REMINDER_TEXT = serverMessages('en').reminder;

/**
 * The reminder's title and text in the person's language: today's verse, and today's reading when
 * the person has a plan with something left today (issue 38), the books named in that language.
 */
export function reminderWords(
  verse: string,
  reading: string | null,
  language: Language,
): { title: string; body: string } {
  const m = serverMessages(language);
  const translation = language === 'es' ? 'rv1909' : 'web';
  return {
    title: localReference(verse, translation),
    body: reading ? m.reminderWithReading(localReference(reading, translation)) : m.reminder,
  };
}
/** A reminder more than this late (the servers were down) is skipped: a 'morning' reminder at noon is noise. */
export const STALE_AFTER_MS = 3 * 3600_000;
/** How long a push service keeps, and the server retries, an undelivered reminder. */
export const DELIVERY_WINDOW_MS = 4 * 3600_000;
const DELIVERY_ATTEMPTS = 6;
const MINUTE_MS = 60_000;

export interface DeliveryPayload {
  subscriptionId: string;
  message: PushPayload;
  /** ISO time after which the reminder is no longer worth sending */
  expiresAt: string;
}

/**
 * A person's reminder is due: unless today's plan is saved (or the reminder is stale), one delivery
 * per device is queued, in the same transaction that moves the reminder to the next day, so each
 * reminder is queued once whichever process runs it. A device already reminded this day (on the
 * person's reminder clock) gets nothing more, however often the time was moved since.
 */
async function runReminder(app: FastifyInstance, job: ClaimedJob, now: Date): Promise<JobOutcome> {
  const { sql } = app.db;
  const userId = Number(job.key);
  const settings = await findReminderSettings(sql, userId);
  if (!settings || (await countPushSubscriptions(sql, userId)) === 0) return { done: true };
  // the zone the person chose for their day, else the one the reminder was set in (issue 39)
  const chosen = await findTimeZone(sql, userId);
  const zone = reminderZone(chosen, settings);
  const due = nextZonedTime(new Date(job.runAt.getTime() - MINUTE_MS), settings.time, zone);
  // scheduled in a zone the person has since left: not their local time yet, so wait for it
  if (due.getTime() > job.runAt.getTime() + MINUTE_MS) return { next: due };
  const next = nextZonedTime(new Date(Math.max(now.getTime(), job.runAt.getTime())), settings.time, zone);
  if (now.getTime() - job.runAt.getTime() > STALE_AFTER_MS) {
    app.log.info({ userId, dueAt: job.runAt }, 'morning reminder skipped: too late to send');
    return { next };
  }
  // the person's today: their plans are dated in it
  const date = personToday(now, chosen);
  // the language they chose, else the one of the device they set the reminder up on
  const language = (await profileLanguage(sql, userId)) ?? languageOfTag(settings.language) ?? 'en';
  // the circles' days to read come whether or not the day's plan is saved (issue 52)
  const circleDays = settings.readingPush === false ? [] : await circleDaysDue(sql, userId, date);
  const messages: PushPayload[] = circleDays.map((d) => circleDayMessage(d, language));
  if (!(await planSavedOn(sql, userId, date))) {
    const words = reminderWords(
      await verseReferenceOn(sql, date),
      await todaysReadingLabel(sql, userId, date),
      language,
    );
    messages.unshift({ kind: 'morning-reminder', date, ...words, url: '/' });
  }
  if (messages.length === 0) return { next };
  const expiresAt = new Date(job.runAt.getTime() + DELIVERY_WINDOW_MS).toISOString();
  const day = zonedDate(now, zone);
  return {
    next,
    async also(tx) {
      // each device once a day on the person's reminder clock, however often the time was moved
      for (const subscriptionId of await claimReminderDay(tx, userId, day)) {
        for (const message of messages) {
          const payload: DeliveryPayload = { subscriptionId, message, expiresAt };
          const what = message.kind === 'morning-reminder' ? '' : `${message.tag}:`;
          await scheduleJobOnce(tx, {
            kind: DELIVERY_JOB,
            key: `${subscriptionId}:${what}${date}`,
            runAt: now,
            payload: payload as unknown as Record<string, unknown>,
          });
        }
      }
    },
  };
}

/** 'Today's reading with Home group: Matthew 1–2', in the person's language, opening the circle. */
function circleDayMessage(d: CircleDayDue, language: Language): CirclePrayedPayload {
  return {
    kind: 'circle-reading',
    title: serverMessages(language).readingInCircle(d.circleName),
    body: localReference(d.label, language === 'es' ? 'rv1909' : 'web'),
    url: `/circles/${d.circleId}`,
    tag: `reign-circle-reading-${d.circleId}`,
  };
}

/**
 * Sends one reminder to one device. Gone (404/410): the subscription is removed. Refused for good:
 * dropped. A failing push service: thrown, so the runner tries again later with a growing wait,
 * until the delivery window closes.
 */
async function runDelivery(app: FastifyInstance, job: ClaimedJob, now: Date): Promise<JobOutcome> {
  const { subscriptionId, message, expiresAt } = job.payload as unknown as DeliveryPayload;
  const left = new Date(expiresAt).getTime() - now.getTime();
  const device = await findPushSubscription(app.db.sql, subscriptionId);
  if (!device || left <= 0) return { done: true };
  const result = await app.push.send(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    // a push service keeps one undelivered message a topic: a 'prayed for you' never replaces the morning's
    { ttlSeconds: Math.max(60, Math.floor(left / 1000)), topic: message.kind },
  );
  switch (result.outcome) {
    case 'sent':
      return { done: true };
    case 'gone':
      app.log.info({ subscriptionId, status: result.status }, 'push subscription gone: removed');
      return { done: true, also: (tx) => deletePushSubscription(tx, subscriptionId) };
    case 'refused':
      app.log.warn(
        { subscriptionId, status: result.status, reason: result.reason },
        'push refused: not retried',
      );
      return { done: true };
    case 'retry':
      throw new Error(result.reason);
  }
}

/** The reminders' kinds of job, on the app's job runner. */
export default fp(
  async (app) => {
    app.jobs.define(REMINDER_JOB, { run: (job, now) => runReminder(app, job, now) });
    app.jobs.define(DELIVERY_JOB, {
      run: (job, now) => runDelivery(app, job, now),
      maxAttempts: DELIVERY_ATTEMPTS,
    });
  },
  { name: 'reminder-jobs', dependencies: ['jobs', 'push'] },
);
