import { type ReflectionItem, reflectionList, reflectionRoutes } from '@reign/contract/reflections';
import type { ReignDb } from '@reign/sync/device/database';
import { callAllPages } from '../../api';
import type { ArchiveKind } from './archive-filters';

/**
 * The server's list of one tab: the Daily (scheduled) scriptures, or the user's own plans (paid):
 * both paged on the server, read whole here: the tab filters and caches the whole list. The Daily
 * cards in Spanish for a Spanish reader (the RV1909's verse, a Spanish reflection; issue 51).
 */
export function fetchReflections(kind: ArchiveKind, locale = 'en'): Promise<ReflectionItem[]> {
  return kind === 'personal'
    ? callAllPages(reflectionRoutes.personalReflections)
    : callAllPages(reflectionRoutes.scheduledReflections, locale === 'es' ? { query: { lang: 'es' } } : {});
}

export interface CachedList {
  items: ReflectionItem[];
  /** when the list was fetched (ISO time) */
  fetchedAt: string;
}

/**
 * The last list of each tab, kept on this device so the archive opens offline. It lives in the
 * user's database (`scriptures`, under the keys `archive:scheduled` and `archive:personal`, which
 * never collide with the YYYY-MM-DD keys of the day's scripture), so it goes with the account.
 */
export const archiveCacheKey = (kind: ArchiveKind) => `archive:${kind}`;

export async function readCachedList(db: ReignDb, kind: ArchiveKind): Promise<CachedList | null> {
  const row = await db.scriptures.get(archiveCacheKey(kind));
  if (!row) return null;
  const parsed = reflectionList.safeParse(row.data);
  return parsed.success ? { items: parsed.data, fetchedAt: row.fetchedAt } : null;
}

export async function writeCachedList(
  db: ReignDb,
  kind: ArchiveKind,
  items: ReflectionItem[],
): Promise<void> {
  await db.scriptures.put({ date: archiveCacheKey(kind), data: items, fetchedAt: new Date().toISOString() });
}

export async function clearCachedList(db: ReignDb, kind: ArchiveKind): Promise<void> {
  await db.scriptures.delete(archiveCacheKey(kind));
}
