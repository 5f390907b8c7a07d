import type { Prayer } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import {
  circleChanges,
  latest,
  newPrayer,
  ownPrayer,
  pray,
  share,
  sharedPrayer,
} from './support/circle-prayers';
import { circleAs, joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, type SignedIn } from './support/harness';

// Praying for each other in circles (issue 52): a shared request's copy reaches the circle and
// follows the request; 'I prayed' is one row a tap; leaving, removal and deletion take a member's
// requests out at once, their own rows said so in the same write.

const app = fileTestApp();

/** A circle led by a new person, with `more` members. */
async function circleOf(more: number) {
  const leader = await newPerson(app, 'Ana');
  const circle = await newCircle(app, leader);
  const { code } = await newInvite(app, leader, circle.id);
  const members: SignedIn[] = [];
  for (let i = 0; i < more; i++) {
    const member = await newPerson(app, 'Ben');
    await joined(app, member, code);
    members.push(member);
  }
  const names = Object.fromEntries(
    (await circleAs(app, leader, circle.id)).members.map((m) => [m.userId, m.name]),
  );
  return { leader, members, circleId: circle.id, code, nameOf: (who: SignedIn) => names[who.user.id] };
}

describe('a request shared with a circle', () => {
  it('reaches every member named, follows edits and the answer, and leaves with its prayers when sharing stops', async () => {
    const { leader: ana, members, circleId, nameOf } = await circleOf(1);
    const ben = members[0] as SignedIn;
    const mine = await sharedPrayer(app, ana, circleId, { title: 'For my mother' });
    expect(mine).toMatchObject({ sharedCircleId: circleId, sharedAnonymously: false });

    const seen = await circleChanges(app, ben, circleId);
    expect(latest(seen.changes, 'circlePrayers', mine.id)?.row).toMatchObject({
      title: 'For my mother',
      askerName: nameOf(ana),
      mine: false,
    });
    const own = await circleChanges(app, ana, circleId);
    expect(latest(own.changes, 'circlePrayers', mine.id)?.row).toMatchObject({ mine: true });

    await bodyOf(200, as(app, ana).put(`/api/prayers/${mine.id}`, { details: 'Surgery on Friday' }));
    const answer = { answeredAt: '2026-11-20', testimony: 'She is home' };
    await bodyOf(200, as(app, ana).post(`/api/prayers/${mine.id}/answer`, answer));
    const after = await circleChanges(app, ben, circleId, seen.cursor);
    expect(latest(after.changes, 'circlePrayers', mine.id)?.row).toMatchObject({
      details: 'Surgery on Friday',
      status: 'answered',
      ...answer,
    });

    const tap = await bodyOf(200, pray(app, ben, circleId, mine.id));
    expect(tap).toMatchObject({ prayerId: mine.id, name: null, mine: true });
    const toAna = await circleChanges(app, ana, circleId);
    expect(latest(toAna.changes, 'circlePrayerMarks', tap.id)?.row).toMatchObject({
      name: nameOf(ben),
      mine: false,
    });

    const stopped = await bodyOf(200, share(app, ana, mine.id, null));
    expect(stopped).toMatchObject({ sharedCircleId: null, sharedAnonymously: false });
    const gone = await circleChanges(app, ben, circleId, after.cursor);
    expect(latest(gone.changes, 'circlePrayers', mine.id)).toMatchObject({ deleted: true, row: null });
    expect(latest(gone.changes, 'circlePrayerMarks', tap.id)).toMatchObject({ deleted: true, row: null });
  });

  it('leaves the circle when the request is deleted', async () => {
    const { leader, members, circleId } = await circleOf(1);
    const request = await sharedPrayer(app, leader, circleId);
    await bodyOf(200, as(app, leader).delete(`/api/prayers/${request.id}`));
    const seen = await circleChanges(app, members[0] as SignedIn, circleId);
    expect(latest(seen.changes, 'circlePrayers', request.id)).toMatchObject({ deleted: true });
  });

  it('moves to another circle only after sharing stops, and sharing it as it is changes nothing', async () => {
    const { leader, circleId } = await circleOf(0);
    const other = (await newCircle(app, leader)).id;
    const request = await sharedPrayer(app, leader, circleId);
    const { version } = await circleAs(app, leader, circleId);
    await bodyOf(200, share(app, leader, request.id, circleId));
    expect((await circleAs(app, leader, circleId)).version).toBe(version);

    const refused = await bodyOf(409, share(app, leader, request.id, other));
    expect(refused.messageCode).toBe('circlePrayer.sharedElsewhere');
    await bodyOf(200, share(app, leader, request.id, null));
    await bodyOf(200, share(app, leader, request.id, other, true));
    expect(
      latest((await circleChanges(app, leader, circleId)).changes, 'circlePrayers', request.id),
    ).toMatchObject({ deleted: true });
    expect(
      latest((await circleChanges(app, leader, other)).changes, 'circlePrayers', request.id)?.row,
    ).toMatchObject({ askerName: null, mine: true });
  });

  it("is another person's 404, and a circle the person is not in is 404 as one not there", async () => {
    const { leader, circleId } = await circleOf(0);
    const stranger = await newPerson(app, 'Stranger');
    const request = await newPrayer(app, leader);
    expect((await bodyOf(404, share(app, stranger, request.id, circleId))).messageCode).toBe(
      'prayer.notFound',
    );
    const theirs = await newPrayer(app, stranger);
    const notIn = await bodyOf(404, share(app, stranger, theirs.id, circleId));
    const nowhere = await bodyOf(404, share(app, stranger, theirs.id, uuidv7()));
    expect(notIn).toEqual(nowhere);
    expect(notIn.messageCode).toBe('circle.notFound');
    expect(await ownPrayer(app, stranger, theirs.id)).toMatchObject({ sharedCircleId: null });
  });
});

describe("'I prayed'", () => {
  it('is one row a tap: twice is two, the same id again is one', async () => {
    const { leader, members, circleId } = await circleOf(1);
    const ben = members[0] as SignedIn;
    const request = await sharedPrayer(app, leader, circleId);
    const first = await bodyOf(200, pray(app, ben, circleId, request.id));
    await bodyOf(200, pray(app, ben, circleId, request.id));
    expect(await bodyOf(200, pray(app, ben, circleId, request.id, first.id))).toEqual(first);
    const marks = (await circleChanges(app, leader, circleId)).changes.filter(
      (c) => c.table === 'circlePrayerMarks',
    );
    expect(marks).toHaveLength(2);
  });

  it('is only for a request shared with the circle now', async () => {
    const { leader, members, circleId } = await circleOf(1);
    const kept = await newPrayer(app, leader);
    const refused = await bodyOf(404, pray(app, members[0] as SignedIn, circleId, kept.id));
    expect(refused.messageCode).toBe('circlePrayer.notFound');
    expect(refused.message).not.toContain(kept.title);
  });
});

describe('leaving, removal and deletion take the requests out at once', () => {
  it('a member who leaves: their copies are tombstones and their own rows unshared', async () => {
    const { leader, members, circleId } = await circleOf(1);
    const ben = members[0] as SignedIn;
    const theirs = await sharedPrayer(app, ben, circleId);
    const leaders = await sharedPrayer(app, leader, circleId);
    await bodyOf(200, as(app, ben).post(`/api/circles/${circleId}/leave`));
    const seen = (await circleChanges(app, leader, circleId)).changes;
    expect(latest(seen, 'circlePrayers', theirs.id)).toMatchObject({ deleted: true });
    expect(latest(seen, 'circlePrayers', leaders.id)).toMatchObject({ deleted: false });
    expect(await ownPrayer(app, ben, theirs.id)).toMatchObject({ sharedCircleId: null, title: theirs.title });
  });

  it('a removed member: the same', async () => {
    const { leader, members, circleId } = await circleOf(1);
    const ben = members[0] as SignedIn;
    const theirs = await sharedPrayer(app, ben, circleId, { anonymous: true });
    await bodyOf(200, as(app, leader).delete(`/api/circles/${circleId}/members/${ben.user.id}`));
    expect(
      latest((await circleChanges(app, leader, circleId)).changes, 'circlePrayers', theirs.id),
    ).toMatchObject({
      deleted: true,
    });
    expect(await ownPrayer(app, ben, theirs.id)).toMatchObject({
      sharedCircleId: null,
      sharedAnonymously: false,
    });
  });

  it("a deleted circle: every asker's own rows are unshared in the same write", async () => {
    const { leader, members, circleId } = await circleOf(2);
    const pairs: [SignedIn, Prayer][] = [];
    for (const who of [leader, ...members]) pairs.push([who, await sharedPrayer(app, who, circleId)]);
    await bodyOf(200, as(app, leader).delete(`/api/circles/${circleId}`));
    for (const [who, request] of pairs)
      expect(await ownPrayer(app, who, request.id)).toMatchObject({ sharedCircleId: null });
    const [copies] = await app.db.sql<{ live: number }[]>`
      select count(*)::int as live from circle_prayers where circle_id = ${circleId} and deleted_at is null`;
    expect(copies?.live).toBe(0);
  });
});

describe('export and import', () => {
  it('an export holds the sharing; imported by someone not in the circle, the request arrives private', async () => {
    const { leader, circleId } = await circleOf(0);
    const request = await sharedPrayer(app, leader, circleId, { anonymous: true });
    const file = await bodyOf(200, as(app, leader).get('/api/account/export'));
    expect(file.prayers.find((p: { id: string }) => p.id === request.id)).toMatchObject({
      sharedCircleId: circleId,
      sharedAnonymously: true,
    });
    // another account holds the file's requests under new ids (as another server would)
    const someone = await newPerson(app, 'Someone');
    const copied = { ...file, prayers: file.prayers.map((p: object) => ({ ...p, id: uuidv7() })) };
    const imported = await bodyOf(200, as(app, someone).post('/api/account/import', copied));
    expect(imported.prayers).toMatchObject({ added: 1, refused: 0 });
    const theirs = (await bodyOf(200, as(app, someone).get('/api/prayers')))[0];
    expect(theirs).toMatchObject({ title: request.title, sharedCircleId: null, sharedAnonymously: false });
  });
});
