import { circleJoinBody, INVITE_CODE_ALPHABET, normalInviteCode } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import {
  afterDeparture,
  groupedInviteCode,
  inviteCodeFrom,
  inviteIsLive,
  leavesNoLeader,
  longestStanding,
  memberName,
} from '../src';

const at = (iso: string) => new Date(iso);

describe('invitation codes', () => {
  it('are 10 characters of the alphabet, every character reachable, shown as two groups of five', () => {
    const code = inviteCodeFrom(Uint8Array.from([0, 1, 2, 31, 32, 63, 200, 255, 17, 9]));
    expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`));
    expect(code).toBe('012Z0Z8ZH9');
    expect(groupedInviteCode(code)).toBe('012Z0-Z8ZH9');
    const all = new Set(Array.from({ length: 32 }, (_, i) => inviteCodeFrom(new Uint8Array(10).fill(i))[0]));
    expect(all.size).toBe(32);
  });

  it('are read as typed: any case, with spaces or hyphens, look-alikes as the digits they stand for', () => {
    expect(normalInviteCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normalInviteCode(' oIl23 45678 ')).toBe('0112345678');
    const parsed = circleJoinBody.safeParse({ code: 'abcde fghjk' });
    expect(parsed.success && parsed.data.code).toBe('ABCDEFGHJK');
    for (const bad of ['ABCDE', 'ABCDE-FGHJU', 'ABCDE-FGHJK1', '!BCDE-FGHJK'])
      expect(circleJoinBody.safeParse({ code: bad }).success, bad).toBe(false);
  });

  it('live until revoked or expired', () => {
    const now = at('2026-05-01T12:00:00Z');
    expect(inviteIsLive({ expiresAt: at('2026-05-02T00:00:00Z'), revokedAt: null }, now)).toBe(true);
    expect(inviteIsLive({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(inviteIsLive({ expiresAt: at('2026-05-02T00:00:00Z'), revokedAt: now }, now)).toBe(false);
  });
});

describe('who leads a circle', () => {
  const ana = { userId: 7, role: 'member' as const, joinedAt: at('2026-01-02T00:00:00Z') };
  const ben = { userId: 3, role: 'member' as const, joinedAt: at('2026-01-02T00:00:00Z') };
  const cy = { userId: 2, role: 'member' as const, joinedAt: at('2026-03-01T00:00:00Z') };

  it('the longest-standing member leads when no leader is left; the lower id on a tie', () => {
    expect(longestStanding([cy, ana, ben])?.userId).toBe(3);
    expect(afterDeparture([cy, ana, ben])).toEqual({ kind: 'promote', userId: 3 });
    expect(afterDeparture([cy, { ...ana, role: 'leader' }])).toEqual({ kind: 'keep' });
    expect(afterDeparture([])).toEqual({ kind: 'delete' });
  });

  it('a role change may not leave the circle without a leader', () => {
    const lead = { ...ana, role: 'leader' as const };
    expect(leavesNoLeader([lead, ben], lead.userId, 'member')).toBe(true);
    expect(leavesNoLeader([lead, { ...ben, role: 'leader' }], lead.userId, 'member')).toBe(false);
    expect(leavesNoLeader([lead, ben], ben.userId, 'leader')).toBe(false);
  });

  it('names a member by their display name, else their username', () => {
    expect(memberName({ displayName: 'Ana', username: 'ana_r' })).toBe('Ana');
    expect(memberName({ displayName: null, username: 'ana_r' })).toBe('ana_r');
    expect(memberName({ displayName: '  ', username: 'ana_r' })).toBe('ana_r');
  });
});
