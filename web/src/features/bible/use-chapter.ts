import { bibleRoutes } from '@reign/contract/bible';
import type { TranslationId } from '@reign/contract/translations';
import { useQuery } from '@tanstack/react-query';
import { routeKey } from '../../api/query-client';
import { fetchChapter } from './bible-api';
import { renderedChapter } from './rendered-chapter';

/**
 * One chapter through TanStack Query; the text never changes, so a read one stays fresh. The chapter
 * a page was rendered with on the server is its first data (rendered-chapter.ts).
 */
export function useChapter(slug: string | null, chapter: number | null, translation: TranslationId = 'web') {
  return useQuery({
    queryKey: routeKey(bibleRoutes.bibleChapter, { book: slug, chapter, translation }),
    queryFn: () => fetchChapter(slug ?? '', chapter ?? 1, translation),
    initialData: () => renderedChapter(slug, chapter, translation),
    enabled: slug !== null && chapter !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
