import type { Profile, profileBody } from '@reign/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import type { WriteContext } from '../user-data/user-write';
import { DEFAULT_PROFILE, findProfile, upsertProfile } from './profile-repository';

/** The profile, or the defaults (spiritual maturity 'growing') when it was never saved. */
export async function getProfile(db: Queryable, userId: number): Promise<Profile> {
  return (await findProfile(db, userId))?.profile ?? DEFAULT_PROFILE;
}

export function saveProfile(ctx: WriteContext, body: z.output<typeof profileBody>): Promise<Profile> {
  return upsertProfile(ctx.tx, ctx.userId, body, ctx.version);
}
