/**
 * The Dexie indexes of each circle table (circle-synced-entities.ts names them from here): apart
 * from the rows' schemas so the device database reads them without loading zod. The primary key
 * first: a circle's rows are keyed by circle and id.
 */
export const CIRCLE_SYNCED_INDEXES = {
  circlePrayers: '[circleId+id], circleId, updatedAt',
  circlePrayerMarks: '[circleId+id], circleId, [circleId+prayerId]',
  circleReadings: '[circleId+id], circleId',
  circleReadingMarks: '[circleId+id], circleId, [circleId+readingId]',
  circleReadingNotes: '[circleId+id], circleId, [circleId+readingId]',
} as const;
