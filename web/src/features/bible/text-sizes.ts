import { bibleRoutes } from '@reign/contract/bible';
import { commentaryRoutes } from '@reign/contract/commentary';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';
import type { KeptText } from './bible-api';

/** '4.4 MB', '820 KB' (the number in the locale's way: '4,4 MB' in Spanish). */
export function formatSize(bytes: number, locale = 'en'): string {
  if (bytes >= 1024 * 1024) {
    const mb = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }).format(bytes / 1024 / 1024);
    return `${mb} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The size of each text when kept whole, as the server says (/api/translations,
 * /api/commentary-size); an entry is missing while loading or when the server cannot be reached.
 */
export function useTextSizes(): Partial<Record<KeptText, number>> {
  const translations = useQuery({
    queryKey: ['bible', 'translations'],
    queryFn: () => callApi(bibleRoutes.bibleTranslations),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const commentary = useQuery({
    queryKey: ['commentary', 'size'],
    queryFn: () => callApi(commentaryRoutes.commentarySize),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const sizes: Partial<Record<KeptText, number>> = {};
  for (const t of translations.data ?? []) sizes[t.id] = t.bytes;
  if (commentary.data) sizes.commentary = commentary.data.bytes;
  return sizes;
}
