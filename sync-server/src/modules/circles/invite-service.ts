import {
  CIRCLE_LIMITS,
  type CircleDetail,
  type CircleInvite,
  type CircleInviteMade,
  type circleJoinBody,
} from '@reign/contract';
import { groupedInviteCode, inviteExpiry, inviteIsLive, uuidv7 } from '@reign/domain';
import type * as z from 'zod/mini';
import type { Sql } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { HttpError, notFound } from '../../lib/http-error';
import { leaderOf, runCircleWrite } from './circle-access';
import {
  countInviteUse,
  findInvite,
  findInviteByHash,
  type InviteRow,
  insertInvite,
  liveInvites,
  revokeInvites,
} from './circle-invite-repository';
import { countMembers, findMember, putMember } from './circle-member-repository';
import { readCircle, refuseAtCircleLimit } from './circle-service';
import { inviteHash, newInviteSecrets } from './invite-secrets';

// Invitations: made, listed and revoked by leaders; used by anyone signed in who has one.

type Who = { userId: number; circleId: string; at: Date };

const circleLimit = (code: 'circle.full' | 'circle.tooManyInvites', limit: number) =>
  new HttpError(409, { code, values: { limit } }, { code: 'circle_limit' });

/** Unknown, expired or revoked alike: the refusal never says which. */
const notValid = () => notFound({ code: 'circle.inviteNotValid' });

const toInvite = (row: InviteRow): CircleInvite => ({
  id: row.id,
  createdAt: isoRequired(row.createdAt),
  expiresAt: isoRequired(row.expiresAt),
  uses: row.uses,
});

/** A leader makes an invitation lasting `days`; its code and token are answered this once. */
export function makeInvite(sql: Sql, who: Who, days: number): Promise<CircleInviteMade> {
  return runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    const limit = CIRCLE_LIMITS.invitesPerCircle;
    if ((await liveInvites(w.tx, w.circleId, w.at)).length >= limit)
      throw circleLimit('circle.tooManyInvites', limit);
    const made = { id: uuidv7(), circleId: w.circleId, createdBy: w.userId, at: w.at, version: w.version };
    const expiresAt = inviteExpiry(w.at, days);
    // a code or token another invitation has already is not used: new secrets are drawn
    for (let draw = 0; draw < 5; draw++) {
      const { code, token } = newInviteSecrets();
      const codeHash = inviteHash('code', code);
      const row = await insertInvite(w.tx, {
        ...made,
        codeHash,
        tokenHash: inviteHash('token', token),
        expiresAt,
      });
      if (row) return { ...toInvite(row), code: groupedInviteCode(code), token };
    }
    throw new Error('five invitation codes in a row were taken');
  });
}

/** A circle's live invitations, for its leaders. */
export async function listInvites(sql: Sql, who: Who): Promise<CircleInvite[]> {
  await leaderOf(sql, who.circleId, who.userId);
  return (await liveInvites(sql, who.circleId, who.at)).map(toInvite);
}

/** A leader revokes an invitation of the circle; revoking it again is fine. */
export function revokeInvite(sql: Sql, who: Who, inviteId: string): Promise<void> {
  return runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    const invite = await findInvite(w.tx, w.circleId, inviteId);
    if (!invite) throw notFound({ code: 'circle.inviteNotFound' });
    if (!invite.revokedAt) await revokeInvites(w.tx, w.circleId, w.version, w.at, inviteId);
  });
}

/**
 * Joins the circle of a live invitation (by its code or its link's token). A member already:
 * nothing changes. A former member comes back only by an invitation made after they left, so a
 * removed member cannot return by the link the circle still shares. Bounded by the person's
 * circles and the circle's members (CIRCLE_LIMITS).
 */
export async function joinCircle(
  sql: Sql,
  userId: number,
  body: z.output<typeof circleJoinBody>,
  at: Date,
): Promise<CircleDetail> {
  const hash = body.code
    ? { codeHash: inviteHash('code', body.code) }
    : { tokenHash: inviteHash('token', body.token ?? '') };
  const found = await findInviteByHash(sql, hash);
  if (!found || !inviteIsLive(found, at)) throw notValid();
  const who = { userId, circleId: found.circleId, at, lockPerson: true };
  return runCircleWrite(sql, who, async (w) => {
    const invite = await findInvite(w.tx, w.circleId, found.id);
    if (!invite || !inviteIsLive(invite, w.at)) throw notValid();
    const me = await findMember(w.tx, w.circleId, userId);
    if (me && !me.leftAt) return readCircle(w.tx, w.circleId, userId);
    if (me?.leftAt && me.leftAt.getTime() >= invite.createdAt.getTime()) throw notValid();
    await refuseAtCircleLimit(w.tx, userId);
    const limit = CIRCLE_LIMITS.membersPerCircle;
    if ((await countMembers(w.tx, w.circleId)) >= limit) throw circleLimit('circle.full', limit);
    await putMember(w.tx, { circleId: w.circleId, userId, role: 'member', version: w.version, at: w.at });
    await countInviteUse(w.tx, w.circleId, invite.id, w.version);
    return readCircle(w.tx, w.circleId, userId);
  }).catch((err: unknown) => {
    // the circle was deleted since the invitation was read: its invitations are revoked with it
    if (err instanceof HttpError && err.said.code === 'circle.notFound') throw notValid();
    throw err;
  });
}
