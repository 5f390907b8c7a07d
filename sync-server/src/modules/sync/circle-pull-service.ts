import type {
  CircleChange,
  CircleChangeOf,
  CirclePullResponse,
  CircleSyncTable,
  circlePullQuery,
} from '@reign/contract';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { viewedCopies, viewedMarks } from '../circle-prayers';
import { viewedNotes, viewedReadings, viewedReads } from '../circle-readings';
import { memberOf } from '../circles';

/** Which versions of a circle's rows a read wants: after a cursor (a page), or exactly one. */
type Versions = { after: number; limit: number } | { at: number };

/** Where each table of a circle's pull is read, as one member may see it (one left out does not compile). */
const sourceOf: {
  [T in CircleSyncTable]: (
    db: Queryable,
    circleId: string,
    viewerId: number,
    versions: Versions,
  ) => Promise<CircleChangeOf<T>[]>;
} = {
  circlePrayers: viewedCopies,
  circlePrayerMarks: viewedMarks,
  circleReadings: viewedReadings,
  circleReadingMarks: viewedReads,
  circleReadingNotes: viewedNotes,
};
const sources = Object.values(sourceOf);

async function read(db: Queryable, circleId: string, viewerId: number, versions: Versions) {
  const pages = await Promise.all(sources.map((s) => s(db, circleId, viewerId, versions)));
  return (pages.flat() as CircleChange[]).sort(
    // one order for the same rows whichever way they were read (a page, or one version's rest)
    (a, b) => a.version - b.version || a.table.localeCompare(b.table) || a.id.localeCompare(b.id),
  );
}

/**
 * A circle's rows changed after `cursor`, as the member asking may see them, oldest version first,
 * about `limit` a page (issue 52; docs/sync-protocol.md, 'Circles'). Members only: anyone else,
 * a former member too, is 404 as for a circle not there. As the person's pull, a page never ends
 * inside one version (one write of the circle), and every read of a page sees one snapshot.
 */
export async function circlePull(
  sql: Sql,
  circleId: string,
  viewerId: number,
  query: z.output<typeof circlePullQuery>,
): Promise<CirclePullResponse> {
  await memberOf(sql, circleId, viewerId);
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    // one row more than the page from each table: whether there is more, mostly without asking again
    const candidates = await read(tx, circleId, viewerId, { after: query.cursor, limit: query.limit + 1 });
    if (candidates.length <= query.limit) {
      const cursor = candidates[candidates.length - 1]?.version ?? query.cursor;
      return { changes: candidates, cursor, hasMore: false };
    }
    const page = candidates.slice(0, query.limit);
    const cursor = page[page.length - 1]?.version ?? query.cursor;
    const seen = new Set(page.map((c) => `${c.table}:${c.id}`));
    const rest = (await read(tx, circleId, viewerId, { at: cursor })).filter(
      (c) => !seen.has(`${c.table}:${c.id}`),
    );
    const hasMore =
      candidates.some((c) => c.version > cursor) ||
      (await read(tx, circleId, viewerId, { after: cursor, limit: 1 })).length > 0;
    return { changes: [...page, ...rest], cursor, hasMore };
  }) as Promise<CirclePullResponse>;
}
