import type { CirclePrayer, CirclePrayerMark } from '@reign/contract';
import type { CircleMutations } from '@reign/sync/client/circle-mutations';
import type { CircleCursors } from '@reign/sync/device/types';
import { useEffect, useMemo } from 'react';
import { useOpenDataSession } from './context';
import { useLiveRows } from './live';

// Praying for each other in circles (issue 52), for the circle screens only (imported directly,
// not through index.ts: nothing of it joins the first load). A circle's requests and marks come
// from this device's database, brought by the circles' pull; the writes are the session's (journaled,
// queued like any other).

/** A request of the circle with every 'I prayed' this member may see of it. */
export interface CircleRequest {
  prayer: Omit<CirclePrayer, 'version'>;
  marks: Omit<CirclePrayerMark, 'version'>[];
}

export interface CircleRequests {
  /** newest first */
  requests: CircleRequest[];
  /** this device has pulled the circle at least once: an empty list is then really empty */
  pulled: boolean;
}

const strip = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

/** A circle's requests on this device, newest first, each with its marks; undefined while loading. Live. */
export function useCirclePrayers(circleId: string): CircleRequests | undefined {
  const session = useOpenDataSession();
  // the circle's newest rows when its screen opens (the engine pulls every circle after the person's)
  useEffect(() => {
    void session?.engine?.flush();
  }, [session]);
  return useLiveRows(
    session,
    async (db) => {
      const [prayers, marks, cursors] = await Promise.all([
        db.circlePrayers.where('circleId').equals(circleId).toArray(),
        db.circlePrayerMarks.where('circleId').equals(circleId).toArray(),
        db.meta.get('circleCursors'),
      ]);
      const pulled = (cursors?.value as CircleCursors | undefined)?.[circleId] !== undefined;
      const requests = prayers
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((p) => ({
          prayer: strip(p),
          marks: marks.filter((m) => m.prayerId === p.id).map(strip),
        }));
      return { requests, pulled };
    },
    [circleId],
  );
}

const notReady = () => Promise.reject(new Error('Your data is still loading. Please try again in a moment.'));

/** Share a request with a circle, and 'I prayed': on this device at once, on the server when online. */
export function useCirclePrayerWrites(): Pick<CircleMutations, 'sharePrayer' | 'prayFor'> {
  const session = useOpenDataSession();
  return useMemo(
    () =>
      session
        ? { sharePrayer: session.mutations.sharePrayer, prayFor: session.mutations.prayFor }
        : { sharePrayer: notReady, prayFor: notReady },
    [session],
  );
}
