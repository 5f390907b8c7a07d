import { type RouteSpec, routes } from '@reign/contract';
import { circleReadId, uuidv7 } from '@reign/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { circleChanges, pushAs } from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson, storedCircle } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, type SignedIn, signInAdmin } from './support/harness';

// Reading together (issue 52) for each role a person can have towards one circle: leaders choose
// and stop the plan, members read and leave notes, and everyone else (a former member, an
// outsider, the server's administrator) is refused alike (404), learning nothing of the circle.

const app = fileTestApp();

const ROLES = ['leader', 'member', 'former member', 'outsider', 'administrator'] as const;
type Role = (typeof ROLES)[number];
const people = {} as Record<Exclude<Role, 'administrator'>, SignedIn>;
let admin: SignedIn;
const callerOf = (role: Role) => (role === 'administrator' ? admin : people[role]);

beforeAll(async () => {
  for (const role of ['leader', 'member', 'former member', 'outsider'] as const)
    people[role] = await newPerson(app, role);
  admin = { ...(await signInAdmin(app)), user: { id: 1, username: 'admin', referralCode: '' }, password: '' };
});

/** A circle reading a plan, with a note of its member's and a former member. */
async function freshCircle() {
  const circle = await newCircle(app, people.leader, `Reading circle ${uuidv7().slice(-12)}`);
  const { code } = await newInvite(app, people.leader, circle.id);
  for (const who of [people.member, people['former member']]) await joined(app, who, code);
  await bodyOf(200, as(app, people['former member']).post(`/api/circles/${circle.id}/leave`));
  const plan = { planKey: 'gospels-30', startDate: '2026-11-01' };
  const reading = await bodyOf(200, as(app, people.leader).put(`/api/circles/${circle.id}/reading`, plan));
  const secret = `A secret note ${uuidv7()}`;
  const note = { id: uuidv7(), circleId: circle.id, readingId: reading.id, day: 1, body: secret };
  const [written] = await pushAs(app, people.member, [{ name: 'circleNote.write', args: note }]);
  expect(written?.status).toBe('applied');
  return { circleId: circle.id as string, readingId: reading.id as string, secrets: [circle.name, secret] };
}

/** The leader deletes the circle; its notes leave the day's bound, so nobody nears it (circle-readings.test.ts walks it). */
async function endCircle(circleId: string) {
  await bodyOf(200, as(app, people.leader).delete(`/api/circles/${circleId}`));
  await app.db
    .sql`update circle_reading_notes set created_at = created_at - interval '2 days' where circle_id = ${circleId}`;
}

/** What a refusal must leave as it was: the circle's version and its reading rows. */
async function circleState(circleId: string) {
  const [rows] = await app.db.sql<{ readings: number; notes: number }[]>`
    select (select count(*)::int from circle_readings where circle_id = ${circleId} and deleted_at is null) as readings,
           (select count(*)::int from circle_reading_notes where circle_id = ${circleId} and deleted_at is null) as notes`;
  return { ...(await storedCircle(app, circleId)), rows };
}

type Call = (who: SignedIn, c: Awaited<ReturnType<typeof freshCircle>>) => Promise<LightMyRequestResponse>;
const CASES: Record<string, { route: RouteSpec; call: Call }> = {
  setCircleReading: {
    route: routes.setCircleReading,
    call: (who, c) =>
      as(app, who).put(`/api/circles/${c.circleId}/reading`, {
        planKey: 'bible-in-a-year',
        startDate: '2026-12-01',
      }),
  },
  stopCircleReading: {
    route: routes.stopCircleReading,
    call: (who, c) => as(app, who).delete(`/api/circles/${c.circleId}/reading`),
  },
};
const leadersOnly = { leader: 200, member: 403, 'former member': 404, outsider: 404, administrator: 404 };
const membersOnly = { leader: 200, member: 200, 'former member': 404, outsider: 404, administrator: 404 };
const gathering = (c: { circleId: string }) => `/api/circles/${c.circleId}/gathering`;
/** Gathering mode's routes (a member's event stream is followed in circle-gatherings.test.ts). */
const GATHERING_CASES: Record<string, { route: RouteSpec; call: Call; expected: Record<Role, number> }> = {
  getGathering: {
    route: routes.getGathering,
    call: (who, c) => as(app, who).get(gathering(c)),
    expected: membersOnly,
  },
  setGathering: {
    route: routes.setGathering,
    call: (who, c) => as(app, who).put(gathering(c), { osis: 'John', chapter: 3, verse: 16 }),
    expected: leadersOnly,
  },
  endGathering: {
    route: routes.endGathering,
    call: async (who, c) => {
      await bodyOf(200, as(app, people.leader).put(gathering(c), { osis: 'John', chapter: 1 }));
      return as(app, who).delete(gathering(c));
    },
    expected: leadersOnly,
  },
};

describe('each role towards the circle', () => {
  it('covers every route of reading together and gathering', () => {
    const tags = ['circle-readings', 'circle-gatherings'];
    const ours = Object.entries(routes).filter(([, r]) =>
      tags.some((t) => (r.tags as readonly string[]).includes(t)),
    );
    const cases = [...Object.keys(CASES), ...Object.keys(GATHERING_CASES), 'followGathering'];
    expect(ours.map(([name]) => name).sort()).toEqual(cases.sort());
  });

  it.each(Object.entries(GATHERING_CASES))('%s', async (_name, { call, expected }) => {
    const row: Record<string, number> = {};
    for (const role of ROLES) {
      const circle = await freshCircle();
      const res = await call(callerOf(role), circle);
      row[role] = res.statusCode;
      if (res.statusCode >= 400) {
        for (const secret of circle.secrets) expect(res.body).not.toContain(secret);
        expect(res.json().messageCode).toBe(role === 'member' ? 'circle.leadersOnly' : 'circle.notFound');
      }
      await endCircle(circle.circleId);
    }
    expect(row).toEqual(expected);
  });

  it('followGathering: everyone but members refused alike (404) before any stream opens', async () => {
    const circle = await freshCircle();
    for (const role of ['former member', 'outsider', 'administrator'] as const) {
      const res = await as(app, callerOf(role)).get(`${gathering(circle)}/events`);
      expect([role, res.statusCode, res.json().messageCode]).toEqual([role, 404, 'circle.notFound']);
    }
    await endCircle(circle.circleId);
  });

  it.each(Object.entries(CASES))('%s', async (_name, { call }) => {
    const row: Record<string, number> = {};
    for (const role of ROLES) {
      const circle = await freshCircle();
      const before = await circleState(circle.circleId);
      const res = await call(callerOf(role), circle);
      row[role] = res.statusCode;
      if (res.statusCode >= 400) {
        expect(res.body).not.toContain(circle.secrets[1]);
        expect(res.body).not.toContain(circle.secrets[0]);
        expect(res.json().messageCode).toBe(role === 'member' ? 'circle.leadersOnly' : 'circle.notFound');
        expect(await circleState(circle.circleId)).toEqual(before);
      }
      await endCircle(circle.circleId);
    }
    expect(row).toEqual(leadersOnly);
  });

  it('through a push: members read and write notes, everyone else refused alike, naming nothing', async () => {
    const row: Record<string, string> = {};
    for (const role of ROLES) {
      const circle = await freshCircle();
      const who = callerOf(role);
      const { circleId, readingId } = circle;
      const id = await circleReadId(readingId, 1, who.user.id);
      const results = await pushAs(app, who, [
        { name: 'circleReading.read', args: { id, circleId, readingId, day: 1, read: true } },
        { name: 'circleNote.write', args: { id: uuidv7(), circleId, readingId, day: 1, body: 'Amen' } },
      ]);
      row[role] = results.map((r) => r.error?.status ?? r.status).join(' ');
      for (const secret of circle.secrets) expect(JSON.stringify(results)).not.toContain(secret);
      await endCircle(circleId);
    }
    expect(row).toEqual({
      leader: 'applied applied',
      member: 'applied applied',
      'former member': '404 404',
      outsider: '404 404',
      administrator: '404 404',
    });
  });

  it("shows the administrator no circle's note on any list, and a former member no pull", async () => {
    const circle = await freshCircle();
    const lists = Object.values(routes).filter(
      (r: RouteSpec) => r.method === 'GET' && !r.path.includes(':') && r.access !== 'public',
    );
    for (const route of lists)
      expect((await as(app, admin).get(route.path)).body).not.toContain(circle.secrets[1]);
    await bodyOf(
      404,
      as(app, people['former member']).get(`/api/sync/circles/${circle.circleId}/pull?cursor=0&limit=100`),
    );
    const seen = await circleChanges(app, people.member, circle.circleId);
    expect(JSON.stringify(seen)).toContain(circle.secrets[1]);
    await endCircle(circle.circleId);
  });
});
