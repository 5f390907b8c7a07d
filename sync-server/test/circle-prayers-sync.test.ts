import { CIRCLE_LIMITS, type CircleChange, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { push } from '../src/modules/sync/sync-service';
import {
  circleChanges,
  newPrayer,
  pray,
  pullCircle,
  pushAs,
  share,
  sharedPrayer,
} from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, type SignedIn } from './support/harness';

// Circle prayers through the sync (issue 52): mutations queued offline, one circle per
// transaction, the bounds, bad input, and the circle's pull in pages.

const app = fileTestApp();

/** Ana leads a circle Ben is in. */
async function pair() {
  const ana = await newPerson(app, 'Ana');
  const ben = await newPerson(app, 'Ben');
  const circle = await newCircle(app, ana);
  await joined(app, ben, (await newInvite(app, ana, circle.id)).code);
  return { ana, ben, circleId: circle.id };
}

const prayArgs = (circleId: string, prayerId: string) => ({ id: uuidv7(), circleId, prayerId });

describe('mutations queued offline', () => {
  it("an 'I prayed' pushed after the member was removed is refused with its code, and the queue goes on", async () => {
    const { ana, ben, circleId } = await pair();
    const request = await sharedPrayer(app, ana, circleId);
    await bodyOf(200, as(app, ana).delete(`/api/circles/${circleId}/members/${ben.user.id}`));
    const results = await pushAs(app, ben, [
      { name: 'circlePrayer.pray', args: prayArgs(circleId, request.id) },
      { name: 'prayer.create', args: { id: uuidv7(), title: 'After' } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(results[0]?.error).toMatchObject({
      status: 404,
      messageCode: 'circle.notFound',
      code: 'not_found',
    });
    expect(JSON.stringify(results)).not.toContain(request.title);
  });

  it('one push writing two circles: a transaction per circle, each request with its copy', async () => {
    const { ana, ben, circleId: a } = await pair();
    const b = (await newCircle(app, ben)).id;
    const [p1, p2] = [uuidv7(), uuidv7()];
    const mutations = [
      { name: 'prayer.create', args: { id: p1, title: 'One' } },
      { name: 'prayer.share', args: { id: p1, circleId: a, anonymous: false } },
      { name: 'prayer.create', args: { id: p2, title: 'Two' } },
      { name: 'prayer.share', args: { id: p2, circleId: b, anonymous: true } },
      { name: 'circlePrayer.pray', args: prayArgs(a, p1) },
    ] as const;
    // the push's transactions, counted
    let transactions = 0;
    const sql = new Proxy(app.db.sql, {
      get(target, key) {
        if (key !== 'begin') return Reflect.get(target, key);
        return (...args: never[]) => {
          transactions += 1;
          return (target.begin as (...a: never[]) => unknown)(...args);
        };
      },
    });
    const answer = await push(
      sql,
      { id: ben.user.id, isPaidMember: false },
      {
        clientId: 'two-circles',
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: mutations.map((m, i) => ({ seq: i + 1, id: uuidv7(), ...m })),
      },
      { now: () => new Date() },
    );
    expect(answer.results.map((r) => r.status)).toEqual(Array(5).fill('applied'));
    expect(answer.lastAppliedSeq).toBe(5);
    // A, then B (from the share with B), then A again (from the last 'I prayed')
    expect(transactions).toBe(3);
    // a request and its copy are written by one mutation (rows of one savepoint share its xmin)
    const rows = await app.db.sql<{ what: string; tx: string }[]>`
      select 'p1' as what, xmin::text as tx from prayer_requests where id = ${p1}
      union all select 'copy a', xmin::text from circle_prayers where circle_id = ${a} and id = ${p1}
      union all select 'p2', xmin::text from prayer_requests where id = ${p2}
      union all select 'copy b', xmin::text from circle_prayers where circle_id = ${b} and id = ${p2}`;
    const tx = Object.fromEntries(rows.map((r) => [r.what, r.tx]));
    expect(tx['copy a']).toBe(tx.p1);
    expect(tx['copy b']).toBe(tx.p2);
    expect((await circleChanges(app, ana, a)).changes.map((c) => c.table).sort()).toEqual([
      'circlePrayerMarks',
      'circlePrayers',
    ]);
  });
});

describe('bounds', () => {
  it(`${CIRCLE_LIMITS.sharedPerDay} requests shared a day; one shared again counts once`, async () => {
    const { ana, circleId } = await pair();
    const ids = Array.from({ length: CIRCLE_LIMITS.sharedPerDay + 1 }, () => uuidv7());
    const results = await pushAs(app, ana, [
      ...ids.map((id) => ({ name: 'prayer.create', args: { id, title: 'Asked' } })),
      ...ids.map((id) => ({ name: 'prayer.share', args: { id, circleId, anonymous: false } })),
    ]);
    expect(results.at(-2)?.status).toBe('applied');
    expect(results.at(-1)?.error).toMatchObject({
      status: 409,
      code: 'circle_limit',
      messageCode: 'circlePrayer.tooManyShared',
      values: { limit: CIRCLE_LIMITS.sharedPerDay },
    });
    await bodyOf(200, share(app, ana, ids[0] as string, null));
    await bodyOf(200, share(app, ana, ids[0] as string, circleId));
    await app.db
      .sql`update prayer_requests set shared_at = shared_at - interval '25 hours' where id = ${ids[1] as string}`;
    await bodyOf(200, share(app, ana, ids.at(-1) as string, circleId));
  });

  it(`${CIRCLE_LIMITS.prayedPerDay} 'I prayed' a day`, async () => {
    const { ana, ben, circleId } = await pair();
    const request = await sharedPrayer(app, ana, circleId);
    const taps = Array.from({ length: CIRCLE_LIMITS.prayedPerDay + 1 }, () => ({
      name: 'circlePrayer.pray',
      args: prayArgs(circleId, request.id),
    }));
    const results = await pushAs(app, ben, taps);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(CIRCLE_LIMITS.prayedPerDay);
    expect(results.at(-1)?.error).toMatchObject({
      code: 'circle_limit',
      messageCode: 'circlePrayer.tooManyPrayed',
    });
    await app.db.sql`
      update circle_prayer_marks set prayed_at = prayed_at - interval '25 hours'
      where id = (select id from circle_prayer_marks where user_id = ${ben.user.id} limit 1)`;
    await bodyOf(200, pray(app, ben, circleId, request.id));
  });

  it(`${CIRCLE_LIMITS.prayersPerCircle} requests shared with one circle`, async () => {
    const { ana, ben, circleId } = await pair();
    await app.db.sql`
      insert into circle_prayers (circle_id, id, asker_id, anonymous, title, category, status, created_at, updated_at, version)
      select ${circleId}, gen_random_uuid(), ${ana.user.id}, false, 'Filler', 'spiritual', 'active', now(), now(), 2
      from generate_series(1, ${CIRCLE_LIMITS.prayersPerCircle})`;
    const request = await newPrayer(app, ben);
    const refused = await bodyOf(409, share(app, ben, request.id, circleId));
    expect(refused).toMatchObject({ code: 'circle_limit', messageCode: 'circlePrayer.full' });
  });
});

describe('bad input is 400 with its message, never 500', () => {
  it('on the routes and in a push', async () => {
    const { ana, circleId } = await pair();
    const request = await newPrayer(app, ana);
    const url = `/api/prayers/${request.id}/share`;
    const me = as(app, ana);
    const said = async (answer: ReturnType<typeof me.get>) => (await bodyOf(400, answer)).message;
    expect(await said(me.put(url, { circleId: 'nope' }))).toBe(
      'Choose a circle to share it with, or none to stop sharing',
    );
    expect(await said(me.put(url, { circleId, anonymous: 'yes' }))).toBe(
      'Say whether to share it without your name: true or false',
    );
    expect(await said(me.put(url, { circleId, hidden: true }))).toContain('hidden');
    expect(await said(me.put('/api/prayers/nope/share', { circleId }))).toBe('Ids are UUIDs');
    const prayed = `/api/circles/${circleId}/prayers/${request.id}/prayed`;
    expect(await said(me.post(prayed, { id: 'tap' }))).toBe('Ids are UUIDs');
    expect(await said(me.post(`/api/circles/${circleId}/prayers/nope/prayed`, { id: uuidv7() }))).toBe(
      'Ids are UUIDs',
    );
    for (const query of ['cursor=-1', 'limit=0', 'limit=5000', 'cursor=x'])
      await bodyOf(400, me.get(`/api/sync/circles/${circleId}/pull?${query}`));
    const results = await pushAs(app, ana, [
      { name: 'prayer.share', args: { id: request.id, circleId: 5 } },
      { name: 'circlePrayer.pray', args: { id: uuidv7(), circleId } },
    ]);
    for (const r of results) expect(r.error).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});

describe("a circle's pull in pages", () => {
  it('pages through every change and never ends a page inside one version', async () => {
    const { ana, ben, circleId } = await pair();
    for (let i = 0; i < 5; i++) await sharedPrayer(app, ben, circleId);
    const own = await sharedPrayer(app, ana, circleId);
    // leaving turns Ben's five copies into tombstones of one version
    await bodyOf(200, as(app, ben).post(`/api/circles/${circleId}/leave`));
    for (let i = 0; i < 3; i++) await bodyOf(200, pray(app, ana, circleId, own.id));

    const all = (await circleChanges(app, ana, circleId)).changes;
    const pages: CircleChange[][] = [];
    let cursor = 0;
    for (let more = true; more; ) {
      const page = await bodyOf(200, pullCircle(app, ana, circleId, cursor, 2));
      pages.push(page.changes);
      ({ cursor, hasMore: more } = page);
    }
    expect(pages.map((p) => p.length)).toEqual([6, 2, 1]);
    const versions = pages.map((p) => new Set(p.map((c) => c.version)));
    for (const [i, mine] of versions.entries())
      for (const later of versions.slice(i + 1)) for (const v of mine) expect(later.has(v)).toBe(false);
    expect(pages.flat()).toEqual(all);
    // a member no more reads it: 404
    await bodyOf(404, pullCircle(app, ben as SignedIn, circleId));
  });
});
