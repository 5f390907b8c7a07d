import { type RouteSpec, routes } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { circleChanges, newPrayer, pray, pullCircle, pushAs, sharedPrayer } from './support/circle-prayers';
import { circleAs, joined, newCircle, newInvite, newPerson, storedCircle } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, type SignedIn, signInAdmin } from './support/harness';

// Praying for each other (issue 52) for each role a person can have towards one circle: its
// routes and mutations answer members and refuse everyone else alike (404), a refusal names no
// request and no one, and an anonymous request carries no trace of its asker to anyone else.

const app = fileTestApp();

const ROLES = ['leader', 'member', 'former member', 'outsider', 'administrator'] as const;
type Role = (typeof ROLES)[number];
const people = {} as Record<Exclude<Role, 'administrator'>, SignedIn>;
let admin: SignedIn;
const callerOf = (role: Role) => (role === 'administrator' ? admin : people[role]);
const membersOnly = { leader: 200, member: 200, 'former member': 404, outsider: 404, administrator: 404 };

beforeAll(async () => {
  for (const role of ['leader', 'member', 'former member', 'outsider'] as const)
    people[role] = await newPerson(app, role);
  admin = { ...(await signInAdmin(app)), user: { id: 1, username: 'admin', referralCode: '' }, password: '' };
});

/** A circle with a named request of its leader's and an anonymous one of its member's, and a former member. */
async function freshCircle() {
  const circle = await newCircle(app, people.leader, `Praying circle ${uuidv7().slice(-12)}`);
  const { code } = await newInvite(app, people.leader, circle.id);
  for (const who of [people.member, people['former member']]) await joined(app, who, code);
  await bodyOf(200, as(app, people['former member']).post(`/api/circles/${circle.id}/leave`));
  const named = await sharedPrayer(app, people.leader, circle.id, { title: `Named ${uuidv7()}` });
  const anonymous = await sharedPrayer(app, people.member, circle.id, {
    title: `Unnamed ${uuidv7()}`,
    anonymous: true,
  });
  const names = (await circleAs(app, people.leader, circle.id)).members.map((m) => m.name);
  const secrets = [circle.name, named.title, anonymous.title, ...names, people.member.user.username];
  return { circleId: circle.id, named, anonymous, secrets };
}

/**
 * The leader deletes the circle, so nobody nears the circles one person may be in, nor the
 * requests they may share a day (circle-prayers-sync.test.ts walks the bounds).
 */
async function endCircle(circleId: string) {
  await bodyOf(200, as(app, people.leader).delete(`/api/circles/${circleId}`));
  await app.db.sql`update prayer_requests set shared_at = null`;
}

/** Nothing of the circle's requests or people is in a refused answer. */
function expectNoLeak(res: LightMyRequestResponse | string, secrets: readonly string[]) {
  const body = typeof res === 'string' ? res : res.body;
  for (const secret of secrets) expect(body).not.toContain(secret);
}

/** What a refusal must leave as it was: the circle's rows and version. */
async function circleState(circleId: string) {
  const [rows] = await app.db.sql<{ copies: number; marks: number }[]>`
    select (select count(*)::int from circle_prayers where circle_id = ${circleId}) as copies,
           (select count(*)::int from circle_prayer_marks where circle_id = ${circleId}) as marks`;
  return { ...(await storedCircle(app, circleId)), rows };
}

type Call = (who: SignedIn, c: Awaited<ReturnType<typeof freshCircle>>) => Promise<LightMyRequestResponse>;
const CASES: Record<string, { route: RouteSpec; call: Call }> = {
  prayForCirclePrayer: {
    route: routes.prayForCirclePrayer,
    call: (who, c) => pray(app, who, c.circleId, c.named.id),
  },
  circleSyncPull: { route: routes.circleSyncPull, call: (who, c) => pullCircle(app, who, c.circleId) },
  sharePrayer: {
    route: routes.sharePrayer,
    call: async (who, c) =>
      as(app, who).put(`/api/prayers/${(await newPrayer(app, who)).id}/share`, { circleId: c.circleId }),
  },
};

describe('each role towards the circle', () => {
  it('covers every route of praying together', () => {
    const ours = Object.entries(routes)
      .filter(
        ([, r]) => (r.tags as readonly string[]).includes('circle-prayers') || r.path.includes('/circles/'),
      )
      // the circle's own routes and reading together have their tests (circle-roles, circle-reading-roles)
      .filter(
        ([, r]) =>
          !['circles', 'circle-readings', 'circle-gatherings'].some((t) =>
            (r.tags as readonly string[]).includes(t),
          ),
      );
    expect(ours.map(([name]) => name).sort()).toEqual(
      Object.keys(CASES)
        .filter((n) => n !== 'sharePrayer')
        .sort(),
    );
  });

  it.each(Object.entries(CASES))('%s', async (_name, { call }) => {
    const row: Record<string, number> = {};
    for (const role of ROLES) {
      const circle = await freshCircle();
      const before = await circleState(circle.circleId);
      const res = await call(callerOf(role), circle);
      row[role] = res.statusCode;
      if (res.statusCode >= 400) {
        expectNoLeak(res, circle.secrets);
        expect(res.json().messageCode).toBe('circle.notFound');
        expect(await circleState(circle.circleId)).toEqual(before);
      }
      await endCircle(circle.circleId);
    }
    expect(row).toEqual(membersOnly);
  });

  it('through a push: members applied, everyone else refused alike, naming nothing', async () => {
    const row: Record<string, string> = {};
    for (const role of ROLES) {
      const circle = await freshCircle();
      const id = uuidv7();
      const results = await pushAs(app, callerOf(role), [
        { name: 'prayer.create', args: { id, title: 'Mine to share' } },
        { name: 'prayer.share', args: { id, circleId: circle.circleId, anonymous: false } },
        {
          name: 'circlePrayer.pray',
          args: { id: uuidv7(), circleId: circle.circleId, prayerId: circle.named.id },
        },
      ]);
      row[role] = results.map((r) => r.error?.status ?? r.status).join(' ');
      expectNoLeak(JSON.stringify(results), circle.secrets);
      await endCircle(circle.circleId);
    }
    const refused = 'applied 404 404';
    expect(row).toEqual({
      leader: 'applied applied applied',
      member: 'applied applied applied',
      'former member': refused,
      outsider: refused,
      administrator: refused,
    });
  });
});

describe('an anonymous request', () => {
  it('carries no trace of its asker to any other member; the asker sees it is theirs, and who prayed', async () => {
    const circle = await freshCircle();
    const other = await newPerson(app, 'Other');
    await joined(app, other, (await newInvite(app, people.leader, circle.circleId)).code);
    for (const who of [people.leader, other])
      await bodyOf(200, pray(app, who, circle.circleId, circle.anonymous.id));
    const asker = people.member;
    const traces = [
      asker.user.username,
      ...(await circleAs(app, asker, circle.circleId)).members
        .filter((m) => m.userId === asker.user.id)
        .map((m) => m.name),
    ];

    for (const viewer of [people.leader, other]) {
      const res = await pullCircle(app, viewer, circle.circleId);
      expectNoLeak(res, traces);
      const copy = res.json().changes.find((c: { id: string }) => c.id === circle.anonymous.id);
      expect(Object.keys(copy.row).sort()).toEqual(
        ['answeredAt', 'askerName', 'category', 'circleId', 'createdAt', 'details', 'forWhom', 'id', 'mine']
          .concat(['status', 'testimony', 'title', 'updatedAt'])
          .sort(),
      );
      expect(copy.row).toMatchObject({ askerName: null, mine: false });
      expectNoLeak(await as(app, viewer).get('/api/account/export'), traces);
    }
    const own = (await circleChanges(app, asker, circle.circleId)).changes;
    expect(own.find((c) => c.id === circle.anonymous.id)?.row).toMatchObject({ askerName: null, mine: true });
    const prayedBy = own.flatMap((c) => (c.table === 'circlePrayerMarks' && c.row ? [c.row.name] : []));
    expect(prayedBy.sort()).toEqual(
      (await circleAs(app, asker, circle.circleId)).members
        .filter((m) => [people.leader.user.id, other.user.id].includes(m.userId))
        .map((m) => m.name)
        .sort(),
    );
    await endCircle(circle.circleId);
  });
});

describe('a former member and the administrator', () => {
  it("a former member's circle pull is 404 and the circle is gone from their list", async () => {
    const circle = await freshCircle();
    const former = people['former member'];
    expectNoLeak(
      await bodyOf(404, pullCircle(app, former, circle.circleId)).then(JSON.stringify),
      circle.secrets,
    );
    const listed = await bodyOf(200, as(app, former).get('/api/circles'));
    expect(listed.some((c: { id: string }) => c.id === circle.circleId)).toBe(false);
    await endCircle(circle.circleId);
  });

  it('shows the administrator no shared request on any list of the admin area or elsewhere', async () => {
    const circle = await freshCircle();
    await bodyOf(200, pray(app, people.member, circle.circleId, circle.named.id));
    const lists = Object.values(routes).filter(
      (r: RouteSpec) => r.method === 'GET' && !r.path.includes(':') && r.access !== 'public',
    );
    expect(lists.length).toBeGreaterThan(10);
    // (the admin's list of users names every account, as it always has: titles are what must not show)
    for (const route of lists)
      expectNoLeak(await as(app, admin).get(route.path), [circle.named.title, circle.anonymous.title]);
    await endCircle(circle.circleId);
  });
});
