import type { Profile, profileBody } from '@reign/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import { iso } from '../user-data/user-write';

export interface ProfileRow {
  bio: string | null;
  currentFocus: string | null;
  spiritualMaturityLevel: Profile['spiritualMaturity'];
  preferredPrayerTime: string | null;
  goals: string | null;
  updatedAt: Date | null;
  version: string;
}

export const DEFAULT_PROFILE: Profile = {
  bio: null,
  currentFocus: null,
  spiritualMaturity: 'growing',
  preferredMeetingTime: null,
  goals: null,
  updatedAt: null,
};

export function toProfile(row: ProfileRow): Profile {
  return {
    bio: row.bio,
    currentFocus: row.currentFocus,
    spiritualMaturity: row.spiritualMaturityLevel,
    preferredMeetingTime: row.preferredPrayerTime,
    goals: row.goals,
    updatedAt: iso(row.updatedAt),
  };
}

export const PROFILE_COLUMNS =
  'bio, current_focus, spiritual_maturity_level, preferred_prayer_time, goals, updated_at, version';

export async function findProfile(
  db: Queryable,
  userId: number,
): Promise<{ profile: Profile; version: number } | undefined> {
  const [row] = await db<
    ProfileRow[]
  >`select ${db.unsafe(PROFILE_COLUMNS)} from user_profiles where user_id = ${userId}`;
  return row ? { profile: toProfile(row), version: Number(row.version) } : undefined;
}

/** One profile row per user; saving replaces every field of the form. */
export async function upsertProfile(
  db: Queryable,
  userId: number,
  body: z.output<typeof profileBody>,
  version: number,
): Promise<Profile> {
  const [row] = await db<ProfileRow[]>`
    insert into user_profiles (user_id, bio, current_focus, spiritual_maturity_level, preferred_prayer_time, goals,
                               version, updated_at)
    values (${userId}, ${body.bio}, ${body.currentFocus}, ${body.spiritualMaturity}, ${body.preferredMeetingTime},
            ${body.goals}, ${version}, now())
    on conflict (user_id) do update set
      bio = excluded.bio, current_focus = excluded.current_focus,
      spiritual_maturity_level = excluded.spiritual_maturity_level,
      preferred_prayer_time = excluded.preferred_prayer_time, goals = excluded.goals,
      version = excluded.version, updated_at = now()
    returning ${db.unsafe(PROFILE_COLUMNS)}`;
  if (!row) throw new Error('profile upsert returned no row');
  return toProfile(row);
}
