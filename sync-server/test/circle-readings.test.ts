import { CIRCLE_LIMITS } from '@reign/contract';
import { circleReadId, uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { circleChanges, latest, pushAs } from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, type SignedIn } from './support/harness';

// Reading together (issue 52): a circle's plan chosen by a leader, each member's days read and
// notes, through the sync like every write, seen by every member and by nobody else.

const app = fileTestApp();

/** Ana leads a circle Ben and Cai are in, reading the Gospels in 30 days from 2026-11-01. */
async function readingCircle() {
  const [ana, ben, cai] = [
    await newPerson(app, 'Ana'),
    await newPerson(app, 'Ben'),
    await newPerson(app, 'Cai'),
  ];
  const circle = await newCircle(app, ana);
  const { code } = await newInvite(app, ana, circle.id);
  for (const who of [ben, cai]) await joined(app, who, code);
  const reading = await bodyOf(
    200,
    as(app, ana).put(`/api/circles/${circle.id}/reading`, { planKey: 'gospels-30', startDate: '2026-11-01' }),
  );
  return { ana, ben, cai, circleId: circle.id as string, readingId: reading.id as string };
}

const read = async (who: SignedIn, circleId: string, readingId: string, day: number, isRead = true) => ({
  name: 'circleReading.read',
  args: { id: await circleReadId(readingId, day, who.user.id), circleId, readingId, day, read: isRead },
});
const note = (circleId: string, readingId: string, day: number, body: string, id = uuidv7()) => ({
  name: 'circleNote.write',
  args: { id, circleId, readingId, day, body },
});

describe('the plan a circle reads together', () => {
  it('a leader chooses it; every member pulls it; a member may not, and an outsider gets 404', async () => {
    const { ben, cai, circleId, readingId } = await readingCircle();
    const seen = await circleChanges(app, cai, circleId);
    expect(latest(seen.changes, 'circleReadings', readingId)?.row).toMatchObject({
      planKey: 'gospels-30',
      startDate: '2026-11-01',
    });
    const byMember = as(app, ben).put(`/api/circles/${circleId}/reading`, {
      planKey: 'gospels-30',
      startDate: '2026-11-02',
    });
    expect((await bodyOf(403, byMember)).messageCode).toBe('circle.leadersOnly');
    const outsider = await newPerson(app, 'Out');
    await bodyOf(
      404,
      as(app, outsider).put(`/api/circles/${circleId}/reading`, {
        planKey: 'gospels-30',
        startDate: '2026-11-02',
      }),
    );
    await bodyOf(404, as(app, outsider).delete(`/api/circles/${circleId}/reading`));
  });

  it('a plan of unknown books is refused with its problem, and the last plan stays', async () => {
    const { ana, circleId, readingId } = await readingCircle();
    const res = await bodyOf(
      400,
      as(app, ana).put(`/api/circles/${circleId}/reading`, {
        planKey: 'custom',
        customBooks: ['Nope'],
        customDays: 10,
        startDate: '2026-11-01',
      }),
    );
    expect(res.message).toContain("'Nope' is not a book");
    const rows = (await circleChanges(app, ana, circleId)).changes.filter(
      (c) => c.table === 'circleReadings',
    );
    expect(rows.map((c) => [c.id, c.deleted])).toEqual([[readingId, false]]);
  });

  it('the same plan sent again (its answer lost) changes nothing: the day read stays read', async () => {
    const { ana, ben, circleId, readingId } = await readingCircle();
    await pushAs(app, ben, [await read(ben, circleId, readingId, 1)]);
    const before = await circleChanges(app, ben, circleId);
    const again = await bodyOf(
      200,
      as(app, ana).put(`/api/circles/${circleId}/reading`, {
        planKey: 'gospels-30',
        startDate: '2026-11-01',
      }),
    );
    expect(again.id).toBe(readingId);
    expect((await circleChanges(app, ben, circleId, before.cursor)).changes).toEqual([]);
    const moved = await bodyOf(
      200,
      as(app, ana).put(`/api/circles/${circleId}/reading`, {
        planKey: 'gospels-30',
        startDate: '2026-11-02',
      }),
    );
    expect(moved.id).not.toBe(readingId);
  });

  it('a new plan replaces the last: its reads and notes leave every device; stopping ends it', async () => {
    const { ana, ben, circleId, readingId } = await readingCircle();
    const before = await circleChanges(app, ben, circleId);
    await pushAs(app, ben, [
      await read(ben, circleId, readingId, 1),
      note(circleId, readingId, 1, 'Light came'),
    ]);
    const next = await bodyOf(
      200,
      as(app, ana).put(`/api/circles/${circleId}/reading`, {
        planKey: 'psalms-proverbs-31',
        startDate: '2026-12-01',
      }),
    );
    const after = await circleChanges(app, ben, circleId, before.cursor);
    expect(
      after.changes
        .filter((c) => c.deleted)
        .map((c) => c.table)
        .sort(),
    ).toEqual(['circleReadingMarks', 'circleReadingNotes', 'circleReadings']);
    expect(latest(after.changes, 'circleReadings', next.id)?.deleted).toBe(false);
    expect((await bodyOf(200, as(app, ana).delete(`/api/circles/${circleId}/reading`))).messageCode).toBe(
      'circleReading.stopped',
    );
    expect((await bodyOf(404, as(app, ana).delete(`/api/circles/${circleId}/reading`))).messageCode).toBe(
      'circleReading.none',
    );
  });
});

describe('days read and notes, written offline and pushed later', () => {
  it('every member sees who read a day and the notes, each with a name; one device and another make one row', async () => {
    const { ana, ben, cai, circleId, readingId } = await readingCircle();
    const mark = await read(ben, circleId, readingId, 3);
    const results = await pushAs(app, ben, [mark, mark, note(circleId, readingId, 3, 'John 3 again')]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    // the same day read on Ben's other device is the same row
    await pushAs(app, ben, [await read(ben, circleId, readingId, 3)]);
    const seen = (await circleChanges(app, cai, circleId)).changes;
    const reads = seen.filter((c) => c.table === 'circleReadingMarks' && !c.deleted);
    expect(reads.map((c) => c.row)).toEqual([
      expect.objectContaining({ day: 3, name: expect.stringMatching(/^Ben /), mine: false }),
    ]);
    const notes = seen.filter((c) => c.table === 'circleReadingNotes');
    expect(notes.map((c) => c.row)).toEqual([
      expect.objectContaining({ body: 'John 3 again', name: expect.stringMatching(/^Ben /), mine: false }),
    ]);
    const own = (await circleChanges(app, ben, circleId)).changes;
    expect(own.find((c) => c.table === 'circleReadingMarks')?.row).toMatchObject({ mine: true });
    // unread: a tombstone for everyone
    await pushAs(app, ben, [await read(ben, circleId, readingId, 3, false)]);
    expect(
      latest((await circleChanges(app, ana, circleId)).changes, 'circleReadingMarks', mark.args.id)?.deleted,
    ).toBe(true);
  });

  it("nobody marks a day for another, nor a day of a plan no longer read, nor past the plan's end", async () => {
    const { ana, ben, circleId, readingId } = await readingCircle();
    const forAna = {
      name: 'circleReading.read',
      args: { ...(await read(ana, circleId, readingId, 1)).args },
    };
    const stale = await read(ben, circleId, uuidv7(), 1);
    const pastEnd = await read(ben, circleId, readingId, 31);
    const results = await pushAs(app, ben, [forAna, stale, pastEnd]);
    expect(results.map((r) => [r.status, r.error?.messageCode])).toEqual([
      ['rejected', 'circleReading.notThisReading'],
      ['rejected', 'circleReading.notThisReading'],
      ['rejected', 'circleReading.notThisReading'],
    ]);
    expect(
      (await circleChanges(app, ana, circleId)).changes.some((c) => c.table === 'circleReadingMarks'),
    ).toBe(false);
  });

  it('a former member and an outsider are refused alike (404), and their words are not kept', async () => {
    const { ana, ben, circleId, readingId } = await readingCircle();
    await bodyOf(200, as(app, ana).delete(`/api/circles/${circleId}/members/${ben.user.id}`));
    const outsider = await newPerson(app, 'Out');
    for (const who of [ben, outsider]) {
      const results = await pushAs(app, who, [
        await read(who, circleId, readingId, 1),
        note(circleId, readingId, 1, 'Secret words'),
      ]);
      expect(results.map((r) => r.error?.messageCode)).toEqual(['circle.notFound', 'circle.notFound']);
    }
    const rows = (await circleChanges(app, ana, circleId)).changes;
    expect(JSON.stringify(rows)).not.toContain('Secret words');
  });

  it('a note is deleted by its writer or a leader, not another member; the same note again changes nothing', async () => {
    const { ana, ben, cai, circleId, readingId } = await readingCircle();
    const first = note(circleId, readingId, 1, 'First');
    const second = note(circleId, readingId, 1, 'Second');
    await pushAs(app, ben, [first, first, second]);
    const reused = await pushAs(app, cai, [note(circleId, readingId, 1, 'Mine now', first.args.id)]);
    expect(reused[0]?.error?.status).toBe(409);
    const del = (id: string) => ({ name: 'circleNote.delete', args: { id, circleId } });
    const byCai = await pushAs(app, cai, [del(first.args.id)]);
    expect(byCai[0]?.error).toMatchObject({ status: 403, messageCode: 'circleReading.notYourNote' });
    expect((await pushAs(app, ben, [del(first.args.id), del(first.args.id)])).map((r) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    expect((await pushAs(app, ana, [del(second.args.id)]))[0]?.status).toBe('applied');
    const notes = (await circleChanges(app, cai, circleId)).changes.filter(
      (c) => c.table === 'circleReadingNotes',
    );
    expect(notes.every((c) => c.deleted)).toBe(true);
  });

  it('an empty or overlong note is a 400 with its message; notes are bounded a person and day', async () => {
    const { ben, circleId, readingId } = await readingCircle();
    const bad = await pushAs(app, ben, [
      note(circleId, readingId, 1, '   '),
      note(circleId, readingId, 1, 'x'.repeat(501)),
    ]);
    expect(bad.map((r) => [r.error?.status, r.error?.message])).toEqual([
      [400, 'Write a note first'],
      [400, 'Keep a note to 500 characters or fewer'],
    ]);
    const limit = CIRCLE_LIMITS.notesPerDay;
    const many = Array.from({ length: limit + 1 }, (_, i) => note(circleId, readingId, 1, `Note ${i}`));
    const results = await pushAs(app, ben, many);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(limit);
    expect(results.at(-1)?.error).toMatchObject({ status: 409, messageCode: 'circleReading.tooManyNotes' });
  });

  it("a deleted account's reads and notes leave the circle; the export holds the person's notes", async () => {
    const { ana, ben, circleId, readingId } = await readingCircle();
    await pushAs(app, ben, [
      await read(ben, circleId, readingId, 2),
      note(circleId, readingId, 2, 'Kept for me'),
    ]);
    const exported = await bodyOf(200, as(app, ben).get('/api/account/export'));
    expect(exported.notesInCircles).toEqual([
      expect.objectContaining({ circleId, day: 2, body: 'Kept for me' }),
    ]);
    await bodyOf(200, as(app, ben).delete('/api/user', { password: ben.password }));
    const rows = (await circleChanges(app, ana, circleId)).changes;
    for (const table of ['circleReadingMarks', 'circleReadingNotes'] as const)
      expect(rows.filter((c) => c.table === table).every((c) => c.deleted)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Kept for me');
  });
});
