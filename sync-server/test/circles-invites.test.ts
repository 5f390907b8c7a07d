import { CIRCLE_LIMITS, INVITE_CODE_ALPHABET, normalInviteCode } from '@reign/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { addMembers, join, joined, newCircle, newInvite, newPerson, storedCircle } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf } from './support/harness';
import { refusal } from './support/refusal';

// Invitations: a code to type and a link's token, kept only as hashes; joining by either; the one
// refusal for unknown, expired and revoked alike; the limit on failed joins; the circles' bounds.

const DAY = 86_400_000;
/** How far this file's app clock is ahead of the real one. */
let ahead = 0;
const app = fileTestApp({}, { clock: () => new Date(Date.now() + ahead) });
afterEach(() => {
  ahead = 0;
});

const NOT_VALID = refusal({ code: 'circle.inviteNotValid' }, 'not_found');

describe('an invitation', () => {
  it('lets people in by its code, typed in any case with or without the hyphen, or by its link', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const invite = await newInvite(app, leader, circle.id);
    expect(invite.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{5}-[${INVITE_CODE_ALPHABET}]{5}$`));
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(7 * DAY);

    const ana = await newPerson(app);
    const byCode = await joined(app, ana, invite.code.replace('-', ' ').toLowerCase());
    expect(byCode).toMatchObject({ id: circle.id, role: 'member', memberCount: 2 });
    const ben = await newPerson(app);
    expect(await bodyOf(200, join(app, ben, { token: invite.token }))).toMatchObject({ memberCount: 3 });
    // again: nothing changes
    const version = (await storedCircle(app, circle.id)).version;
    expect(await bodyOf(200, join(app, ben, { token: invite.token }))).toMatchObject({ memberCount: 3 });
    const stored = await storedCircle(app, circle.id);
    expect(stored.invites[0]?.uses).toBe(2);
    expect(stored.members.map((m) => m.version)).toEqual(expect.not.arrayContaining([version + 1]));

    const listed = await bodyOf(200, as(app, leader).get(`/api/circles/${circle.id}/invites`));
    expect(listed).toEqual([
      { id: invite.id, createdAt: invite.createdAt, expiresAt: invite.expiresAt, uses: 2 },
    ]);
  });

  it('lasts the days its leader chooses, and not a moment past them', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const invite = await newInvite(app, leader, circle.id, 1);
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(DAY);
    ahead = DAY + 1000;
    expect((await join(app, await newPerson(app), { code: invite.code })).json()).toEqual(NOT_VALID);
    expect(await bodyOf(200, as(app, leader).get(`/api/circles/${circle.id}/invites`))).toEqual([]);
  });

  it('refuses unknown, expired and revoked alike, in the same words', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const revoked = await newInvite(app, leader, circle.id);
    expect(
      await bodyOf(200, as(app, leader).delete(`/api/circles/${circle.id}/invites/${revoked.id}`)),
    ).toMatchObject({ messageCode: 'circle.revoked' });
    const expired = await newInvite(app, leader, circle.id, 1);
    const someone = await newPerson(app);
    const answers = [
      await join(app, someone, { code: revoked.code }),
      await join(app, someone, { token: revoked.token }),
      await join(app, someone, { code: 'ZZZZZ-ZZZZZ' }),
      await join(app, someone, { token: 'A'.repeat(32) }),
    ];
    ahead = 2 * DAY;
    answers.push(await join(app, someone, { code: expired.code }));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_VALID);
      expect(res.json().message).toBe('This invitation is not valid or has expired.');
    }
    expect((await storedCircle(app, circle.id)).members).toHaveLength(1);
  });

  it('brings a former member back only when it was made after they left', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const old = await newInvite(app, leader, circle.id);
    const ana = await newPerson(app);
    await joined(app, ana, old.code);
    await bodyOf(200, as(app, leader).delete(`/api/circles/${circle.id}/members/${ana.user.id}`));
    expect((await join(app, ana, { code: old.code })).json()).toEqual(NOT_VALID);
    const fresh = await newInvite(app, leader, circle.id);
    expect(await joined(app, ana, fresh.code)).toMatchObject({ role: 'member', memberCount: 2 });
  });

  it('is kept only as hashes: no code or token is in the database, and no two invitations share one', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      const leader = await newPerson(app);
      const circle = await newCircle(app, leader);
      for (let j = 0; j < CIRCLE_LIMITS.invitesPerCircle; j++)
        made.push(await newInvite(app, leader, circle.id));
    }
    const codes = made.map((m) => normalInviteCode(m.code));
    expect(new Set(codes).size).toBe(made.length);
    expect(new Set(made.map((m) => m.token)).size).toBe(made.length);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`));
    const rows = await app.db.sql<{ row: string }[]>`
      select row_to_json(i)::text as row from circle_invites i where id = any(${made.map((m) => m.id)}::uuid[])`;
    expect(rows).toHaveLength(made.length);
    const stored = rows.map((r) => r.row).join('\n');
    for (const m of made) {
      for (const secret of [m.code, normalInviteCode(m.code), m.token]) expect(stored).not.toContain(secret);
    }
    expect(stored).toMatch(/"code_hash":"[0-9a-f]{64}"/);
  });
});

describe('failed joins', () => {
  it('answer 429 with Retry-After from the 11th in 15 minutes; a join that works does not count', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const invite = await newInvite(app, leader, circle.id);
    const guesser = await newPerson(app);
    const wrong = (i: number) => join(app, guesser, { code: `ZZZZZ-ZZZ${String(i).padStart(2, '0')}` });
    for (let i = 0; i < 9; i++) expect((await wrong(i)).statusCode).toBe(404);
    // the right code is no failure, and joining again is none either
    await joined(app, guesser, invite.code);
    await joined(app, guesser, invite.code);
    expect((await wrong(9)).statusCode).toBe(404);
    const refused = await wrong(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', messageCode: 'server.waitMinutes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // even the right code waits now; another account does not
    expect((await join(app, guesser, { token: invite.token })).statusCode).toBe(429);
    expect((await join(app, await newPerson(app), { token: invite.token })).statusCode).toBe(200);
  });
});

describe('bounds', () => {
  it('refuse the 21st circle of one person, made or joined', async () => {
    const busy = await newPerson(app);
    for (let i = 0; i < CIRCLE_LIMITS.circlesPerPerson; i++) await newCircle(app, busy, `Circle ${i}`);
    const past = refusal({ code: 'circle.tooManyCircles', values: { limit: 20 } }, 'circle_limit');
    const made = await as(app, busy).post('/api/circles', { name: 'One more' });
    expect(made.statusCode).toBe(409);
    expect(made.json()).toEqual(past);
    const leader = await newPerson(app);
    const other = await newCircle(app, leader);
    const invite = await newInvite(app, leader, other.id);
    const joining = await join(app, busy, { code: invite.code });
    expect(joining.statusCode).toBe(409);
    expect(joining.json()).toEqual(past);
    expect((await storedCircle(app, other.id)).members).toHaveLength(1);
  });

  it('refuse the 201st member', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const invite = await newInvite(app, leader, circle.id);
    await addMembers(app, circle.id, CIRCLE_LIMITS.membersPerCircle - 2);
    await joined(app, await newPerson(app), invite.code);
    const full = await join(app, await newPerson(app), { code: invite.code });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(refusal({ code: 'circle.full', values: { limit: 200 } }, 'circle_limit'));
    expect(full.json().message).toBe('This circle has 200 members, the most a circle can have.');
  });

  it('refuse the 11th live invitation, and take one again once another is revoked', async () => {
    const leader = await newPerson(app);
    const circle = await newCircle(app, leader);
    const made = [];
    for (let i = 0; i < CIRCLE_LIMITS.invitesPerCircle; i++)
      made.push(await newInvite(app, leader, circle.id));
    const past = await as(app, leader).post(`/api/circles/${circle.id}/invites`, {});
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual(
      refusal({ code: 'circle.tooManyInvites', values: { limit: 10 } }, 'circle_limit'),
    );
    await bodyOf(200, as(app, leader).delete(`/api/circles/${circle.id}/invites/${made[0]?.id}`));
    await newInvite(app, leader, circle.id);
  });
});
