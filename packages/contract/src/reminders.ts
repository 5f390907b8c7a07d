import * as z from 'zod/mini';
import { checked } from './checked';
import { okResponse } from './common';
import { del, get, put, routeTable } from './route-builder';
import { isTimeZone, TIME_ZONE_MESSAGE, timeZone } from './time-zone';

export { isTimeZone, timeZone };

/** The morning reminder before the person picks a time (their own time zone). */
export const DEFAULT_REMINDER_TIME = '07:00';

export const reminderMessages = {
  time: 'Choose a time such as 07:00',
  timeZone: TIME_ZONE_MESSAGE,
  endpoint: 'This browser gave a push address the server cannot use',
  keys: 'This browser gave push keys the server cannot use',
  notSubscribed: 'This device has no morning reminder.',
  endpointTaken:
    'This device gets another account’s morning reminder. Sign out of that account on this device first.',
  off: 'The morning reminder is off on this device.',
} as const;

/** A wall-clock time, HH:MM on a 24-hour clock. */
export const reminderTime = checked(
  z.string({ error: reminderMessages.time }),
  z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderMessages.time),
);

/** The Profile's 'Morning reminder' time, in the person's own time zone. */
export const reminderSettingsBody = z.strictObject({ time: reminderTime, timeZone });
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBody>;

export const reminderSettings = z.object({
  time: z.string(),
  /** null until the person first turns the reminder on (the device's zone is suggested) */
  timeZone: z.nullable(z.string()),
  /** how many of the person's devices get the reminder */
  devices: z.number(),
  /** the server's VAPID public key (base64url), for PushManager.subscribe */
  publicKey: z.string(),
  /** 'Ana prayed for you' on these devices (issue 52); on until turned off (a server before it: on) */
  prayedForYou: z._default(z.boolean(), true),
  /** 'An answered prayer in Home group' on these devices (issue 52); on until turned off */
  answeredInCircles: z._default(z.boolean(), true),
  /** the day's reading of each circle reading a plan together, at the reminder's time; on until turned off */
  readingInCircles: z._default(z.boolean(), true),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

const base64url = (message: string, max: number) =>
  checked(z.string({ error: message }), z.regex(/^[A-Za-z0-9_-]+=*$/, message), z.maxLength(max, message));

const endpoint = checked(
  z.string({ error: reminderMessages.endpoint }),
  z.maxLength(2048, reminderMessages.endpoint),
  z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), reminderMessages.endpoint),
);

/**
 * This device's push subscription (PushSubscription.toJSON()), with its time zone, used for the
 * reminder time when the person has none yet.
 */
export const pushSubscriptionBody = z.strictObject({
  endpoint,
  keys: z.strictObject({
    p256dh: base64url(reminderMessages.keys, 200),
    auth: base64url(reminderMessages.keys, 100),
  }),
  timeZone,
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.strictObject({ endpoint });

/** PUT /api/reminders/prayed, /answered and /reading: that circle notification on the person's devices, or not. */
export const prayedPushBody = z.strictObject({ on: z.boolean() });
export type PrayedPushBody = z.infer<typeof prayedPushBody>;

/**
 * What a morning reminder push carries (encrypted by Web Push): the service worker shows it as a
 * notification whose click opens `url`.
 */
export interface MorningReminderPayload {
  kind: 'morning-reminder';
  /** the Central date the reminder is for */
  date: string;
  /** today's verse reference, the notification's title */
  title: string;
  body: string;
  url: string;
}

/**
 * What a push telling the asker that a member prayed for their request carries (issue 52): the
 * notification's words in the asker's language, the circle's page to open, and a tag per request
 * (a later tap for the same request replaces its notification).
 */
export interface CirclePrayedPayload {
  /** 'circle-answered': a request shared with one of the person's circles was answered; 'circle-reading': a circle's day to read */
  kind: 'circle-prayed' | 'circle-answered' | 'circle-reading';
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Every push the server sends. */
export type PushPayload = MorningReminderPayload | CirclePrayedPayload;

export const reminderRoutes = routeTable('reminders', 'signed-in', {
  getReminderSettings: get('/api/reminders', {
    summary: 'The morning reminder: time, time zone, devices, and the VAPID public key',
    response: reminderSettings,
  }),
  saveReminderSettings: put('/api/reminders', {
    summary: 'Set the morning reminder time and time zone',
    body: reminderSettingsBody,
    response: reminderSettings,
  }),
  savePrayedPush: put('/api/reminders/prayed', {
    summary: "Turn 'someone prayed for you' notifications on or off on the person's devices",
    body: prayedPushBody,
    response: reminderSettings,
  }),
  saveAnsweredPush: put('/api/reminders/answered', {
    summary: "Turn 'an answered prayer in <circle>' notifications on or off on the person's devices",
    body: prayedPushBody,
    response: reminderSettings,
  }),
  saveReadingPush: put('/api/reminders/reading', {
    summary: "Turn the circles' reading of the day on or off on the person's devices",
    body: prayedPushBody,
    response: reminderSettings,
  }),
  subscribePush: put('/api/push/subscription', {
    summary: "Send this device the morning reminder (its browser's push subscription)",
    body: pushSubscriptionBody,
    response: reminderSettings,
  }),
  unsubscribePush: del('/api/push/subscription', {
    summary: 'Stop the morning reminder on this device',
    body: pushUnsubscribeBody,
    response: okResponse,
  }),
});
