import { CIRCLE_SYNCED_ENTITIES, type CircleRowOf, type CircleSyncTable } from '@reign/contract';
import { circleReadId, uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { circleChanges, latest, pushAs } from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf } from './support/harness';

// Every field of every circle row a member writes reaches another member's device through the
// circle's pull, as written (issue 52). The samples are typed by the rows: a field added to a
// circle row needs its sample here, and a field the pull leaves out (or sends as nothing) fails.

const app = fileTestApp();

/** What each table's sample writes, field by field (the fields the viewer's pull works out are left out). */
type Written<T extends CircleSyncTable> = Omit<
  CircleRowOf<T>,
  'id' | 'circleId' | 'mine' | 'name' | 'askerName'
>;
const SAMPLES: {
  [T in CircleSyncTable]: Omit<
    Written<T>,
    'createdAt' | 'updatedAt' | 'prayedAt' | 'readAt' | 'prayerId' | 'readingId'
  >;
} = {
  circlePrayers: {
    title: 'Healing for Mum',
    details: 'Surgery on Friday',
    forWhom: 'Mum',
    category: 'relationships',
    status: 'answered',
    answeredAt: '2026-11-20',
    testimony: 'She is home',
  },
  circlePrayerMarks: {},
  circleReadings: {
    planKey: 'custom',
    customBooks: ['Ruth', 'Esth'],
    customDays: 10,
    startDate: '2026-11-01',
  },
  circleReadingMarks: { day: 2 },
  circleReadingNotes: { day: 2, body: 'Hesed in every chapter' },
};

describe('every field of a circle row reaches the other members', () => {
  it('as it was written, with no field missing or empty that the row declares', async () => {
    const ana = await newPerson(app, 'Ana');
    const ben = await newPerson(app, 'Ben');
    const { id: circleId } = await newCircle(app, ana);
    await joined(app, ben, (await newInvite(app, ana, circleId)).code);

    const p = SAMPLES.circlePrayers;
    const prayer = await bodyOf(
      201,
      as(app, ana).post('/api/prayers', {
        title: p.title,
        details: p.details,
        forWhom: p.forWhom,
        category: p.category,
      }),
    );
    await bodyOf(
      200,
      as(app, ana).post(`/api/prayers/${prayer.id}/answer`, {
        answeredAt: p.answeredAt,
        testimony: p.testimony,
      }),
    );
    await bodyOf(200, as(app, ana).put(`/api/prayers/${prayer.id}/share`, { circleId, anonymous: false }));
    const reading = await bodyOf(
      200,
      as(app, ana).put(`/api/circles/${circleId}/reading`, SAMPLES.circleReadings),
    );
    const mark = { id: uuidv7(), circleId, prayerId: prayer.id };
    const read = {
      id: await circleReadId(reading.id, 2, ana.user.id),
      circleId,
      readingId: reading.id,
      day: 2,
      read: true,
    };
    const note = { id: uuidv7(), circleId, readingId: reading.id, ...SAMPLES.circleReadingNotes };
    const results = await pushAs(app, ana, [
      { name: 'circlePrayer.pray', args: mark },
      { name: 'circleReading.read', args: read },
      { name: 'circleNote.write', args: note },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    const changes = (await circleChanges(app, ben, circleId)).changes;
    const rows: { [T in CircleSyncTable]: unknown } = {
      circlePrayers: latest(changes, 'circlePrayers', prayer.id)?.row,
      circlePrayerMarks: latest(changes, 'circlePrayerMarks', mark.id)?.row,
      circleReadings: latest(changes, 'circleReadings', reading.id)?.row,
      circleReadingMarks: latest(changes, 'circleReadingMarks', read.id)?.row,
      circleReadingNotes: latest(changes, 'circleReadingNotes', note.id)?.row,
    };
    for (const table of Object.keys(CIRCLE_SYNCED_ENTITIES) as CircleSyncTable[]) {
      const row = rows[table] as Record<string, unknown>;
      expect(row, table).toMatchObject({
        circleId,
        ...('mine' in row ? { mine: false } : {}),
        ...SAMPLES[table],
      });
      // every declared field is there (a marks' name is for the asker only: null to Ben)
      const declared = Object.keys(
        (CIRCLE_SYNCED_ENTITIES[table].row.def as unknown as { shape: object }).shape,
      ).sort();
      expect(Object.keys(row).sort(), table).toEqual(declared);
      expect(CIRCLE_SYNCED_ENTITIES[table].row.safeParse(row).success, table).toBe(true);
    }
    expect(rows.circleReadingNotes).toMatchObject({ name: expect.stringMatching(/^Ana /) });
    expect(rows.circleReadingMarks).toMatchObject({
      name: expect.stringMatching(/^Ana /),
      readingId: reading.id,
    });
  });
});
