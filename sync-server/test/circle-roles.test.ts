import { type RouteSpec, routes } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { joined, newCircle, newInvite, newPerson, storedCircle } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, type SignedIn, signInAdmin } from './support/harness';

// Every circle route for each role a person can have towards one circle: who is answered, who is
// refused (404 for anyone not in it, 403 for a member where leaders act), and that a refused
// answer names nothing of the circle (0 leaks). The administrator (user id 1) has no way in.

const app = fileTestApp();

const ROLES = ['leader', 'member', 'former member', 'outsider', 'administrator'] as const;
type Role = (typeof ROLES)[number];
const people = {} as Record<Exclude<Role, 'administrator'>, SignedIn> & { target: SignedIn };
let admin: SignedIn;

/** One circle for one call: the leader, a member, a former member, the target member and an invitation. */
async function freshCircle() {
  const circle = await newCircle(app, people.leader, `Hidden circle ${uuidv7().slice(-12)}`);
  const first = await newInvite(app, people.leader, circle.id);
  for (const who of [people.member, people['former member'], people.target])
    await joined(app, who, first.code);
  const left = await as(app, people['former member']).post(`/api/circles/${circle.id}/leave`);
  expect(left.statusCode).toBe(200);
  const invite = await newInvite(app, people.leader, circle.id);
  return { circle, secrets: [first.code, first.token, invite.code, invite.token], inviteId: invite.id };
}

/** Everyone still in it leaves, so the circle ends and nobody nears the circles one person may be in. */
async function endCircle(circleId: string) {
  for (const who of [people.leader, people.member, people.target, people['former member']])
    await as(app, who).post(`/api/circles/${circleId}/leave`);
}

type Case = { route: RouteSpec; body?: object; expected: Record<Role, number> };
const leadersOnly = (ok: number) => ({
  leader: ok,
  member: 403,
  'former member': 404,
  outsider: 404,
  administrator: 404,
});
const membersOnly = { leader: 200, member: 200, 'former member': 404, outsider: 404, administrator: 404 };
const CASES: Record<string, Case> = {
  getCircle: { route: routes.getCircle, expected: membersOnly },
  leaveCircle: { route: routes.leaveCircle, expected: membersOnly },
  renameCircle: { route: routes.renameCircle, body: { name: 'Renamed' }, expected: leadersOnly(200) },
  deleteCircle: { route: routes.deleteCircle, expected: leadersOnly(200) },
  listCircleInvites: { route: routes.listCircleInvites, expected: leadersOnly(200) },
  createCircleInvite: { route: routes.createCircleInvite, body: {}, expected: leadersOnly(201) },
  revokeCircleInvite: { route: routes.revokeCircleInvite, expected: leadersOnly(200) },
  setCircleMemberRole: {
    route: routes.setCircleMemberRole,
    body: { role: 'leader' },
    expected: leadersOnly(200),
  },
  removeCircleMember: { route: routes.removeCircleMember, expected: leadersOnly(200) },
};

beforeAll(async () => {
  for (const role of ['leader', 'member', 'former member', 'outsider', 'target'] as const)
    people[role] = await newPerson(app, role);
  admin = { ...(await signInAdmin(app)), user: { id: 1, username: 'admin', referralCode: '' }, password: '' };
});

const callerOf = (role: Role) => (role === 'administrator' ? admin : people[role]);

/** What a refused answer must not hold: the circle's name, its members' names, its secrets. */
function expectNoLeak(
  res: LightMyRequestResponse,
  circle: { name: string },
  names: string[],
  secrets: string[],
) {
  for (const secret of [circle.name, ...names, ...secrets]) expect(res.body).not.toContain(secret);
}

describe('the circle routes answer each role towards the circle', () => {
  it('covers every route of the circles area', () => {
    const circleRoutes = Object.entries(routes).filter(([, r]) =>
      (r.tags as readonly string[]).includes('circles'),
    );
    const covered = new Set([...Object.keys(CASES), 'listCircles', 'createCircle', 'joinCircle']);
    expect(circleRoutes.map(([name]) => name).sort()).toEqual([...covered].sort());
  });

  it.each(Object.entries(CASES))('%s', async (_name, { route, body, expected }) => {
    const row: Record<string, number> = {};
    for (const role of ROLES) {
      const { circle, secrets, inviteId } = await freshCircle();
      const before = await storedCircle(app, circle.id);
      const url = route.path
        .replace(':id', circle.id)
        .replace(':inviteId', inviteId)
        .replace(':userId', String(people.target.user.id));
      const res = await app.inject({
        method: route.method,
        url,
        cookies: callerOf(role).cookies,
        ...(body ? { payload: body } : {}),
      });
      row[role] = res.statusCode;
      if (res.statusCode >= 400) {
        expectNoLeak(
          res,
          circle,
          circle.members.map((m) => m.name),
          secrets,
        );
        // a refusal changes nothing, not even the circle's version
        expect(await storedCircle(app, circle.id)).toEqual(before);
      }
      await endCircle(circle.id);
    }
    expect(row).toEqual(expected);
  });

  it('lists the circle to its members only, and any signed-in person makes circles of their own', async () => {
    const { circle, secrets } = await freshCircle();
    for (const role of ROLES) {
      const res = await as(app, callerOf(role)).get('/api/circles');
      expect(res.statusCode).toBe(200);
      const listed = res.json().some((c: { id: string }) => c.id === circle.id);
      expect(listed, role).toBe(role === 'leader' || role === 'member');
      if (!listed)
        expectNoLeak(
          res,
          circle,
          circle.members.map((m) => m.name),
          secrets,
        );
      const own = await as(app, callerOf(role)).post('/api/circles', { name: `Own of the ${role}` });
      expect(own.statusCode, role).toBe(201);
      await as(app, callerOf(role)).delete(`/api/circles/${own.json().id}`);
    }
    await endCircle(circle.id);
  });

  it('refuses a wrong code alike to every role, naming nothing', async () => {
    const { circle, secrets } = await freshCircle();
    const bodies = new Set<string>();
    for (const role of ROLES) {
      const res = await as(app, callerOf(role)).post('/api/circles/join', { code: 'ZZZZZ-ZZZZZ' });
      expect(res.statusCode, role).toBe(404);
      expectNoLeak(
        res,
        circle,
        circle.members.map((m) => m.name),
        secrets,
      );
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    await endCircle(circle.id);
  });

  it("shows the administrator no circle's name or code on any list of the admin area", async () => {
    // (the admin's list of users names every account, circle members among them, as it always has)
    const { circle, secrets } = await freshCircle();
    const lists = Object.values(routes).filter(
      (r: RouteSpec) => r.method === 'GET' && !r.path.includes(':') && r.access !== 'public',
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const route of lists) expectNoLeak(await as(app, admin).get(route.path), circle, [], secrets);
    await endCircle(circle.id);
  });
});
