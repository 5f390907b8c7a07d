import { type CircleRole, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@reign/contract';

// The rules of circles (issue 52) that the server applies and a device can show before asking it.

/**
 * An invitation code from random bytes (at least INVITE_CODE_LENGTH of them): each byte's low five
 * bits pick one of the alphabet's 32 characters, so every character is equally likely (50 bits).
 */
export function inviteCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < INVITE_CODE_LENGTH)
    throw new Error(`an invitation code needs ${INVITE_CODE_LENGTH} bytes`);
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[(bytes[i] as number) & 31];
  return code;
}

/** A code as people read and type it: ABCDE-FGHJK. */
export function groupedInviteCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** The instant an invitation made at `now` for `days` days stops working. */
export function inviteExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

/** Whether an invitation still lets people in: not revoked, not expired. */
export function inviteIsLive(invite: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return invite.revokedAt === null && invite.expiresAt.getTime() > now.getTime();
}

/** Leaders rename, invite, remove, change roles and delete; every member reads and leaves. */
export const leads = (role: CircleRole): boolean => role === 'leader';

/** A member as the succession rule reads them. */
export interface StandingMember {
  userId: number;
  role: CircleRole;
  joinedAt: Date;
}

/**
 * The longest-standing of `members`: the earliest to join, the lower user id on a tie (two who
 * joined in one instant), so every server and device picks the same person.
 */
export function longestStanding<M extends StandingMember>(members: readonly M[]): M | undefined {
  return [...members].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId - b.userId)[0];
}

/**
 * What becomes of a circle when these members are gone (`remaining`: the live members after the
 * leave or removal): with nobody left it is deleted; with members but no leader, the
 * longest-standing member leads; else nothing more changes.
 */
export function afterDeparture(
  remaining: readonly StandingMember[],
): { kind: 'delete' } | { kind: 'promote'; userId: number } | { kind: 'keep' } {
  if (remaining.length === 0) return { kind: 'delete' };
  if (remaining.some((m) => leads(m.role))) return { kind: 'keep' };
  const next = longestStanding(remaining) as StandingMember;
  return { kind: 'promote', userId: next.userId };
}

/** Whether changing `userId`'s role to `role` would leave the circle without a leader. */
export function leavesNoLeader(
  members: readonly StandingMember[],
  userId: number,
  role: CircleRole,
): boolean {
  if (leads(role)) return false;
  return !members.some((m) => m.userId !== userId && leads(m.role));
}

/** How a member is named to the others: their display name, else their username. */
export const memberName = (user: { displayName: string | null; username: string }): string =>
  user.displayName?.trim() || user.username;
