import { buildSearchIndexAsync, type SearchIndex } from '@reign/bible/search';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import { useEffect, useState } from 'react';
import { booksOnDevice, keptBooks } from '../bible-api';
import { TOTAL_BOOKS } from '../use-kept-text';

/** A translation ready to search: its index (books by their English names) and each book's own name. */
export interface SearchableBible {
  index: SearchIndex;
  /** the books' names in the translation's language ('Mateo'), in the index's order */
  names: string[];
}

export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'unsupported' }
  | { status: 'ready'; bible: SearchableBible };

// one index per translation and visit: the 66 books are read from Cache Storage once and indexed in
// chunks of verses, between which the page draws and answers (docs/decisions.md, 'Bible search')
const built = new Map<TranslationId, SearchableBible>();

async function load(translation: TranslationId): Promise<SearchableBible | undefined> {
  const ready = built.get(translation);
  // removed from the Profile since: read again (and find it missing)
  if (ready && (await booksOnDevice(translation)) === TOTAL_BOOKS) return ready;
  const books = await keptBooks(translation);
  if (!books) return undefined;
  const language = translationInfo(translation).language;
  const bible = {
    index: await buildSearchIndexAsync(
      books.map((b) => ({ name: b.book, chapters: b.chapters })),
      language,
    ),
    names: books.map((b) => b.name),
  };
  built.set(translation, bible);
  return bible;
}

/** A translation's search index from the books kept on this device ('missing' when not all kept); `reload` after keeping them. */
export function useSearchIndex(translation: TranslationId): [SearchIndexState, () => void] {
  const supported = typeof caches !== 'undefined';
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ for: string; state: SearchIndexState } | null>(null);
  const key = `${translation}:${version}`;
  useEffect(() => {
    if (!supported) return;
    let live = true;
    void load(translation).then(
      (bible) => {
        if (live) setState({ for: key, state: bible ? { status: 'ready', bible } : { status: 'missing' } });
      },
      () => {
        if (live) setState({ for: key, state: { status: 'missing' } });
      },
    );
    return () => {
      live = false;
    };
  }, [supported, translation, key]);
  if (!supported) return [{ status: 'unsupported' }, () => undefined];
  const current = state?.for === key ? state.state : { status: 'loading' as const };
  return [current, () => setVersion((v) => v + 1)];
}
