import type { Queryable } from '../../db/connect';

/** reminder_settings: each person's morning reminder time and time zone. */
export interface ReminderSettingsRow {
  time: string;
  timeZone: string;
  /** the language of the device it was last set up on (null: not known) */
  language?: string | null;
  /** 'Ana prayed for you' on the person's devices (issue 52) */
  prayedPush?: boolean;
  /** 'An answered prayer in Home group' on the person's devices (issue 52) */
  answeredPush?: boolean;
  /** the circles' reading of the day on the person's devices (issue 52) */
  readingPush?: boolean;
}

export async function findReminderSettings(
  db: Queryable,
  userId: number,
): Promise<ReminderSettingsRow | undefined> {
  const [row] = await db<ReminderSettingsRow[]>`
    select time, time_zone, language, prayed_push, answered_push, reading_push from reminder_settings where user_id = ${userId}`;
  return row;
}

/** The person's row with these settings, to insert. */
const settingsRow = (db: Queryable, userId: number, settings: ReminderSettingsRow) =>
  db`(user_id, time, time_zone) values (${userId}, ${settings.time}, ${settings.timeZone})`;

export async function putReminderSettings(
  db: Queryable,
  userId: number,
  settings: ReminderSettingsRow,
): Promise<ReminderSettingsRow> {
  const [row] = await db<ReminderSettingsRow[]>`
    insert into reminder_settings ${settingsRow(db, userId, settings)}
    on conflict (user_id) do update set time = excluded.time, time_zone = excluded.time_zone, updated_at = now()
    returning time, time_zone`;
  if (!row) throw new Error('reminder settings write returned no row');
  return row;
}

/** The settings, made with these values when the person has none yet. */
export async function ensureReminderSettings(
  db: Queryable,
  userId: number,
  settings: ReminderSettingsRow,
): Promise<ReminderSettingsRow> {
  await db`insert into reminder_settings ${settingsRow(db, userId, settings)} on conflict (user_id) do nothing`;
  return (await findReminderSettings(db, userId)) ?? settings;
}

/** Notes the language of the device the reminder was just set up or changed on. */
export async function noteReminderLanguage(db: Queryable, userId: number, language: string): Promise<void> {
  await db`update reminder_settings set language = ${language} where user_id = ${userId}`;
}

/** The circle notifications one can turn off, by their column. */
export type CirclePush = 'prayed_push' | 'answered_push' | 'reading_push';

/** Turns one circle notification on or off; false when the person has no reminder settings (no device yet). */
export async function setCirclePush(
  db: Queryable,
  userId: number,
  which: CirclePush,
  on: boolean,
): Promise<boolean> {
  const rows = await db`
    update reminder_settings set ${db(which)} = ${on}, updated_at = now() where user_id = ${userId} returning user_id`;
  return rows.length > 0;
}
