import type { Profile, profileBody, profileUpdateBody } from '@reign/contract';
import { DEFAULT_PROFILE, personToday, profileAfterSave } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import type { WriteContext } from '../user-data';
import { findProfile, findTimeZone, putProfile } from './profile-repository';

/** The profile, or the defaults (spiritual maturity 'growing') when it was never saved. */
export async function getProfile(db: Queryable, userId: number): Promise<Profile> {
  return (await findProfile(db, userId))?.profile ?? DEFAULT_PROFILE;
}

/**
 * Saves the profile form (REST: every field) or a change set (sync: only the changed fields) over
 * the stored profile (the user's row is locked by the write's version bump).
 */
export async function saveProfile(
  ctx: WriteContext,
  body: z.output<typeof profileBody> | z.output<typeof profileUpdateBody>,
): Promise<Profile> {
  const stored = (await findProfile(ctx.tx, ctx.userId))?.profile;
  return putProfile(ctx.tx, ctx.userId, profileAfterSave(stored, body, ctx.at), ctx.version);
}

/**
 * The member's today by the server's clock, in the zone they chose (America/Chicago when none):
 * a device's clock never moves it (issue 39).
 */
export async function personTodayOf(db: Queryable, userId: number, at: Date): Promise<string> {
  return personToday(at, await findTimeZone(db, userId));
}
