import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { leaveAllCircles } from '../src/modules/circles';
import { releaseShares } from '../src/modules/prayers';
import { circleAs, joined, newCircle, newInvite, newPerson, storedCircle } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, registerUser } from './support/harness';
import { refusal } from './support/refusal';

// A circle's life: made, read, renamed, its members' roles, leaving and deleting; every write
// bumps the circle's version and the rows it changed carry that version (migration 0136).

const app = fileTestApp();

/** A circle with its leader and `n` members who joined in that order. */
async function circleWith(n: number) {
  const leader = await newPerson(app, 'Leader');
  const circle = await newCircle(app, leader);
  const { code } = await newInvite(app, leader, circle.id);
  const members = [];
  for (let i = 0; i < n; i++) {
    const member = await newPerson(app, `Member${i}`);
    await joined(app, member, code);
    members.push(member);
  }
  return { leader, circle, members, code };
}

describe('a circle', () => {
  it('is made with its maker as leader, named by display name or else username, and listed to its members', async () => {
    const leader = await newPerson(app, 'Ana');
    const plain = await registerUser(app);
    const made = await newCircle(app, leader, '  Home group  ');
    expect(made).toMatchObject({ name: 'Home group', role: 'leader', memberCount: 1, version: 1 });
    expect(made.members).toEqual([
      {
        userId: leader.user.id,
        name: expect.stringMatching(/^Ana /),
        role: 'leader',
        joinedAt: made.createdAt,
      },
    ]);
    const { code } = await newInvite(app, leader, made.id);
    const seen = await joined(app, plain, code);
    expect(seen.members.map((m) => m.name)).toEqual([made.members[0]?.name, plain.user.username]);
    expect(seen.role).toBe('member');
    const mine = await bodyOf(200, as(app, plain).get('/api/circles'));
    expect(mine).toEqual([{ id: made.id, name: 'Home group', role: 'member', memberCount: 2, version: 3 }]);
  });

  it('is renamed by a leader, and every write bumps its version, carried by the rows it changed', async () => {
    const { leader, circle, members } = await circleWith(2);
    const [ana, ben] = members as [typeof leader, typeof leader];
    // made (1), the invitation (2), two joins (3, 4)
    let stored = await storedCircle(app, circle.id);
    expect(stored.version).toBe(4);
    expect(stored.members.map((m) => m.version)).toEqual([1, 3, 4]);
    expect(stored.invites.map((i) => i.version)).toEqual([4]);

    const renamed = await bodyOf(
      200,
      as(app, leader).put(`/api/circles/${circle.id}`, { name: 'Psalms at six' }),
    );
    expect(renamed).toMatchObject({ name: 'Psalms at six', version: 5 });
    await bodyOf(
      200,
      as(app, leader).put(`/api/circles/${circle.id}/members/${ana.user.id}`, { role: 'leader' }),
    );
    stored = await storedCircle(app, circle.id);
    expect(stored.version).toBe(6);
    expect(stored.members.find((m) => m.userId === ana.user.id)).toMatchObject({
      role: 'leader',
      version: 6,
    });

    await bodyOf(200, as(app, ana).delete(`/api/circles/${circle.id}/members/${ben.user.id}`));
    stored = await storedCircle(app, circle.id);
    expect(stored.members.find((m) => m.userId === ben.user.id)).toMatchObject({ version: 7 });
    expect(stored.members.find((m) => m.userId === ben.user.id)?.deletedAt).not.toBeNull();
    expect((await as(app, ben).get(`/api/circles/${circle.id}`)).statusCode).toBe(404);
    expect(await circleAs(app, leader, circle.id)).toMatchObject({ version: 7, memberCount: 2 });
  });

  it('keeps a leader: the last leader leaving makes the longest-standing member leader', async () => {
    const { leader, circle, members } = await circleWith(2);
    const [ana, ben] = members as [typeof leader, typeof leader];
    const demote = await as(app, leader).put(`/api/circles/${circle.id}/members/${leader.user.id}`, {
      role: 'member',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual(refusal({ code: 'circle.lastLeader' }, 'conflict'));

    expect(await bodyOf(200, as(app, leader).post(`/api/circles/${circle.id}/leave`))).toMatchObject({
      messageCode: 'circle.left',
    });
    const after = await circleAs(app, ben, circle.id);
    expect(after.members.map((m) => [m.userId, m.role])).toEqual([
      [ana.user.id, 'leader'],
      [ben.user.id, 'member'],
    ]);
    const stored = await storedCircle(app, circle.id);
    expect(stored.members.find((m) => m.userId === ana.user.id)?.version).toBe(stored.version);
    expect(stored.members.find((m) => m.userId === leader.user.id)?.version).toBe(stored.version);
  });

  it('is tombstoned when its last member leaves, its invitations revoked with it', async () => {
    const { leader, circle, members, code } = await circleWith(1);
    const [ana] = members as [typeof leader];
    await bodyOf(200, as(app, leader).post(`/api/circles/${circle.id}/leave`));
    await bodyOf(200, as(app, ana).post(`/api/circles/${circle.id}/leave`));
    const stored = await storedCircle(app, circle.id);
    expect(stored.deleted).toBe(true);
    expect(stored.members.every((m) => m.deletedAt !== null)).toBe(true);
    expect(stored.members.find((m) => m.userId === ana.user.id)?.version).toBe(stored.version);
    expect(stored.invites.every((i) => i.revokedAt !== null && i.version === stored.version)).toBe(true);
    expect((await as(app, ana).post('/api/circles/join', { code })).statusCode).toBe(404);
  });

  it('is deleted by a leader for everyone, and then reads as not found', async () => {
    const { leader, circle, members } = await circleWith(1);
    expect(await bodyOf(200, as(app, leader).delete(`/api/circles/${circle.id}`))).toMatchObject({
      messageCode: 'circle.deleted',
    });
    for (const who of [leader, ...members]) {
      expect((await as(app, who).get(`/api/circles/${circle.id}`)).statusCode).toBe(404);
      expect((await as(app, who).get('/api/circles')).json()).toEqual([]);
    }
    const stored = await storedCircle(app, circle.id);
    expect(stored.deleted).toBe(true);
    expect(stored.members.every((m) => m.version === stored.version)).toBe(true);
  });

  it('is left by every circle of an account that goes, by the same rule, and is listed in its export', async () => {
    const { leader, circle, members } = await circleWith(1);
    const other = await newCircle(app, leader, 'Alone');
    const exported = await bodyOf(200, as(app, leader).get('/api/account/export'));
    expect(exported.circles.map((c: { name: string; role: string }) => [c.name, c.role])).toEqual([
      [circle.name, 'leader'],
      ['Alone', 'leader'],
    ]);
    await leaveAllCircles(app.db.sql, leader.user.id, new Date(), releaseShares);
    expect((await circleAs(app, members[0] as typeof leader, circle.id)).role).toBe('leader');
    expect((await storedCircle(app, other.id)).deleted).toBe(true);
    expect((await bodyOf(200, as(app, leader).get('/api/account/export'))).circles).toEqual([]);
  });
});

type Answer = Promise<{ statusCode: number; json(): unknown }>;

/** Each answer has this status and exactly the body expected. */
async function expectRefused(status: number, cases: Array<[Answer, object]>) {
  for (const [answer, expected] of cases) {
    const res = await answer;
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(expected);
  }
}

describe('bad input', () => {
  it('answers 400 with the message, never 500', async () => {
    const me = as(app, await newPerson(app));
    const cases: Array<[Answer, object]> = [
      [me.post('/api/circles', { name: '   ' }), refusal({ code: 'circle.name' }, 'invalid_request')],
      [
        me.post('/api/circles', { name: 'x'.repeat(61) }),
        refusal({ code: 'circle.nameTooLong' }, 'invalid_request'),
      ],
      [me.post('/api/circles', {}), refusal({ code: 'circle.name' }, 'invalid_request')],
      [
        me.post('/api/circles', { name: 'Ok', ownerId: 1 }),
        refusal({ code: 'server.unknownKey', values: { key: 'ownerId' } }, 'invalid_request'),
      ],
      [me.post('/api/circles/join', { code: 'ABCD' }), refusal({ code: 'circle.code' }, 'invalid_request')],
      [
        me.post('/api/circles/join', { code: 'ABCDE-FGHJU' }),
        refusal({ code: 'circle.code' }, 'invalid_request'),
      ],
      [me.post('/api/circles/join', { token: 'short' }), refusal({ code: 'circle.link' }, 'invalid_request')],
      [me.post('/api/circles/join', {}), refusal({ code: 'circle.codeOrLink' }, 'invalid_request')],
      [
        me.post('/api/circles/join', { code: 'ABCDE-FGHJK', token: 'a'.repeat(32) }),
        refusal({ code: 'circle.codeOrLink' }, 'invalid_request'),
      ],
      [me.get('/api/circles/not-a-uuid'), refusal({ code: 'common.uuid' }, 'invalid_request')],
    ];
    await expectRefused(400, cases);
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const mine = as(app, leader);
    const more: Array<[Answer, object]> = [
      [
        mine.post(`/api/circles/${circle.id}/invites`, { days: 31 }),
        refusal({ code: 'circle.days' }, 'invalid_request'),
      ],
      [
        mine.post(`/api/circles/${circle.id}/invites`, { days: 0 }),
        refusal({ code: 'circle.days' }, 'invalid_request'),
      ],
      [
        mine.put(`/api/circles/${circle.id}/members/${leader.user.id}`, { role: 'owner' }),
        refusal({ code: 'circle.role' }, 'invalid_request'),
      ],
      [
        mine.put(`/api/circles/${circle.id}/members/-3`, { role: 'member' }),
        refusal({ code: 'server.invalidValue', values: { field: 'userId' } }, 'invalid_request'),
      ],
    ];
    await expectRefused(400, more);
    expect((await storedCircle(app, circle.id)).version).toBe(1);
  });

  it('answers 404 for a member or an invitation the circle does not have', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const mine = as(app, leader);
    const gone = await mine.delete(`/api/circles/${circle.id}/members/999999`);
    expect(gone.json()).toEqual(refusal({ code: 'circle.memberNotFound' }, 'not_found'));
    const role = await mine.put(`/api/circles/${circle.id}/members/999999`, { role: 'leader' });
    expect(role.json()).toEqual(refusal({ code: 'circle.memberNotFound' }, 'not_found'));
    const invite = await mine.delete(`/api/circles/${circle.id}/invites/${uuidv7()}`);
    expect(invite.json()).toEqual(refusal({ code: 'circle.inviteNotFound' }, 'not_found'));
    const none = await mine.get(`/api/circles/${uuidv7()}`);
    expect(none.json()).toEqual(refusal({ code: 'circle.notFound' }, 'not_found'));
  });
});
