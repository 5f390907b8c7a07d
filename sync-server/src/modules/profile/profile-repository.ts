import type { Profile } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { iso } from '../../lib/dates';

export interface ProfileRow {
  bio: string | null;
  currentFocus: string | null;
  spiritualMaturityLevel: Profile['spiritualMaturity'];
  preferredPrayerTime: string | null;
  goals: string | null;
  bibleTranslation: Profile['bibleTranslation'];
  timeZone: string | null;
  language: Profile['language'];
  updatedAt: Date | null;
  version: string;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    bio: row.bio,
    currentFocus: row.currentFocus,
    spiritualMaturity: row.spiritualMaturityLevel,
    preferredMeetingTime: row.preferredPrayerTime,
    goals: row.goals,
    bibleTranslation: row.bibleTranslation,
    timeZone: row.timeZone,
    language: row.language,
    updatedAt: iso(row.updatedAt),
  };
}

export const PROFILE_COLUMNS =
  'bio, current_focus, spiritual_maturity_level, preferred_prayer_time, goals, bible_translation, time_zone, language, updated_at, version';

export async function findProfile(
  db: Queryable,
  userId: number,
): Promise<{ profile: Profile; version: number } | undefined> {
  const [row] = await db<
    ProfileRow[]
  >`select ${db.unsafe(PROFILE_COLUMNS)} from user_profiles where user_id = ${userId}`;
  return row ? { profile: toProfile(row), version: Number(row.version) } : undefined;
}

/** Writes the profile a domain rule made: the user's one row, inserted or replaced. */
export async function putProfile(
  db: Queryable,
  userId: number,
  p: Profile,
  version: number,
): Promise<Profile> {
  const [row] = await db<ProfileRow[]>`
    insert into user_profiles (user_id, bio, current_focus, spiritual_maturity_level, preferred_prayer_time, goals,
                               bible_translation, time_zone, language, version, updated_at)
    values (${userId}, ${p.bio}, ${p.currentFocus}, ${p.spiritualMaturity}, ${p.preferredMeetingTime},
            ${p.goals}, ${p.bibleTranslation}, ${p.timeZone}, ${p.language}, ${version}, ${p.updatedAt})
    on conflict (user_id) do update set
      bio = excluded.bio, current_focus = excluded.current_focus,
      spiritual_maturity_level = excluded.spiritual_maturity_level,
      preferred_prayer_time = excluded.preferred_prayer_time, goals = excluded.goals,
      bible_translation = excluded.bible_translation, time_zone = excluded.time_zone,
      language = excluded.language,
      version = excluded.version, updated_at = excluded.updated_at
    returning ${db.unsafe(PROFILE_COLUMNS)}`;
  if (!row) throw new Error('profile write returned no row');
  return toProfile(row);
}

/** The zone the member chose for their day (issue 39), or null: not chosen (America/Chicago). */
export async function findTimeZone(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db<{ timeZone: string | null }[]>`
    select time_zone from user_profiles where user_id = ${userId}`;
  return row?.timeZone ?? null;
}

/** The language the person chose for the app's words, or null when they have not (or have no profile). */
export async function profileLanguage(db: Queryable, userId: number): Promise<Profile['language']> {
  const [row] = await db<{ language: Profile['language'] }[]>`
    select language from user_profiles where user_id = ${userId}`;
  return row?.language ?? null;
}
