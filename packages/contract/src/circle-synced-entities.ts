import type * as z from 'zod/mini';
import { circlePrayer, circlePrayerMark } from './circle-prayers';
import { circleReading, circleReadingMark, circleReadingNote } from './circle-readings';
import { CIRCLE_SYNCED_INDEXES } from './circle-synced-indexes';
import type { CIRCLE_LIMITS } from './limits';

/**
 * Every entity a circle shares with its members, declared once, as synced-entities.ts declares a
 * person's (issue 52). A circle's rows carry its id and the version of the circle's own counter;
 * they reach each member through the circle's pull (circle-sync.ts), computed on the server as
 * that member may see them. From a declaration come the circle pull's change schema and, on the
 * device, the Dexie table and its indexes: keyed by circle and id, since a request shared with one
 * circle and then another leaves a tombstone in the first under the same id.
 */
interface CircleDeclaration<Row> {
  /** the row as the circle's pull sends it to one member */
  row: z.ZodMiniType<Row>;
  /** Dexie's indexes of its table, the primary key first; `circleId` among them */
  indexes: `[circleId+id], circleId${string}`;
  /** the bound of CIRCLE_LIMITS on its rows, and what it counts */
  limit: { kind: keyof typeof CIRCLE_LIMITS; per: 'circle' | 'person and day' };
}

/* @__NO_SIDE_EFFECTS__ */
function shared<Row>(d: CircleDeclaration<Row>) {
  return d;
}

export const CIRCLE_SYNCED_ENTITIES = {
  /** requests shared with the circle: copies of their askers' own requests */
  circlePrayers: shared({
    row: circlePrayer,
    indexes: CIRCLE_SYNCED_INDEXES.circlePrayers,
    limit: { kind: 'prayersPerCircle', per: 'circle' },
  }),
  /** each 'I prayed' of a member for one of them */
  circlePrayerMarks: shared({
    row: circlePrayerMark,
    indexes: CIRCLE_SYNCED_INDEXES.circlePrayerMarks,
    limit: { kind: 'prayedPerDay', per: 'person and day' },
  }),
  /** the plan the circle reads together (one at a time) */
  circleReadings: shared({
    row: circleReading,
    indexes: CIRCLE_SYNCED_INDEXES.circleReadings,
    limit: { kind: 'readingsPerCircle', per: 'circle' },
  }),
  /** each member's days read of it (a member's per day: the plan's days bound them) */
  circleReadingMarks: shared({
    row: circleReadingMark,
    indexes: CIRCLE_SYNCED_INDEXES.circleReadingMarks,
    limit: { kind: 'readsPerDay', per: 'person and day' },
  }),
  /** the members' notes on a day's reading */
  circleReadingNotes: shared({
    row: circleReadingNote,
    indexes: CIRCLE_SYNCED_INDEXES.circleReadingNotes,
    limit: { kind: 'notesPerDay', per: 'person and day' },
  }),
} as const;

export type CircleSyncedEntities = typeof CIRCLE_SYNCED_ENTITIES;
export type CircleSyncTable = keyof CircleSyncedEntities;
export const CIRCLE_SYNC_TABLES = Object.keys(CIRCLE_SYNCED_ENTITIES) as CircleSyncTable[];
/** The row type of a circle's synced table. */
export type CircleRowOf<T extends CircleSyncTable> =
  CircleSyncedEntities[T]['row'] extends z.ZodMiniType<infer R> ? R : never;
