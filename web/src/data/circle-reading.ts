import type { CircleReading, CircleReadingMark, CircleReadingNote } from '@reign/contract';
import type { TogetherWrite } from '@reign/sync/client/circle-mutations';
import type { CircleCursors } from '@reign/sync/device/types';
import { useCallback } from 'react';
import { useOpenDataSession } from './context';
import { useLiveRows } from './live';

// Reading together in a circle (issue 52), for the circle screens only (imported directly, not
// through index.ts). The circle's plan, its members' days read and their notes come from this
// device's database, brought by the circle's pull; the writes are the session's, queued like any other.

export interface CircleReadingOnDevice {
  /** the plan the circle reads now, if any */
  reading: Omit<CircleReading, 'version'> | null;
  /** its days read, by every member this device has heard of */
  marks: Omit<CircleReadingMark, 'version'>[];
  /** its notes, oldest first */
  notes: Omit<CircleReadingNote, 'version'>[];
  /** this device has pulled the circle at least once: no plan is then really none */
  pulled: boolean;
}

const strip = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

/** The circle's plan with its reads and notes on this device; undefined while loading. Live. */
export function useCircleReading(circleId: string): CircleReadingOnDevice | undefined {
  const session = useOpenDataSession();
  return useLiveRows(
    session,
    async (db) => {
      const [readings, marks, notes, cursors] = await Promise.all([
        db.circleReadings.where('circleId').equals(circleId).toArray(),
        db.circleReadingMarks.where('circleId').equals(circleId).toArray(),
        db.circleReadingNotes.where('circleId').equals(circleId).toArray(),
        db.meta.get('circleCursors'),
      ]);
      const reading = readings.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
      const of = <T extends { readingId: string }>(rows: T[]) =>
        rows.filter((r) => r.readingId === reading?.id);
      return {
        reading: reading && strip(reading),
        marks: of(marks).map(strip),
        notes: of(notes)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
          .map(strip),
        pulled: (cursors?.value as CircleCursors | undefined)?.[circleId] !== undefined,
      };
    },
    [circleId],
  );
}

/** A day read (or not), a note left or deleted: on this device at once, on the server when online. */
export function useReadTogether(): (write: TogetherWrite) => Promise<string> {
  const session = useOpenDataSession();
  return useCallback(
    (write: TogetherWrite) =>
      session
        ? session.mutations.readTogether(write)
        : Promise.reject(new Error('Your data is still loading. Please try again in a moment.')),
    [session],
  );
}

/** Syncs now: the circles' pull brings what a leader just changed on the server. */
export function useFlushCircles(): () => Promise<void> {
  const session = useOpenDataSession();
  return useCallback(async () => {
    await session?.engine?.flush();
  }, [session]);
}
