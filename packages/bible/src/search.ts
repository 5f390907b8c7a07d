/**
 * Searching a Bible's text, ranked by relevance (MiniSearch's BM25 over the words of
 * search-terms.ts), pure: the books come from the caller (the server from disk, the web app from the
 * books kept on the device). What a query asks for: search-query.ts. Ranking: the verses with the
 * query's words are scored by MiniSearch (a word a person types for the Bible's, 'worry' for
 * 'anxious', counts less than the word itself); those where the typed words stand together, as
 * typed, score higher (a whole-query phrase most, each neighbouring pair some); the verses people
 * look for (the 366 daily verses) somewhat higher; equal scores in the Bible's order.
 */
import MiniSearch, { type AsPlainObject, type Query } from 'minisearch';
import { DAILY_VERSES } from './daily-verses';
import { pairsTogether, parseQuery, runsOf } from './search-query';
import { rankingTerm, type SearchLanguage, termsAt, termsOf, wordList } from './search-terms';

export { foldText, type SearchLanguage } from './search-terms';

export interface SearchBook {
  /** the name shown and linked (the caller's choice) */
  name: string;
  chapters: readonly (readonly string[])[];
}

/** A half-open range of the original verse text: text.slice(start, end) is what matched. */
export interface TextRange {
  start: number;
  end: number;
}

export interface SearchMatch {
  /** the book's position in the books given to the index */
  bookIndex: number;
  book: string;
  chapter: number;
  verse: number;
  /** the verse as given */
  text: string;
  /** what matched, in order, never overlapping */
  ranges: TextRange[];
  /** whether the whole query stands in the verse as typed (word after word) */
  phrase: boolean;
}

export interface SearchResult {
  /** how many verses match (all of them, not only those returned) */
  total: number;
  matches: SearchMatch[];
}

interface VerseDoc {
  id: number;
  text: string;
}

export interface SearchIndex {
  books: readonly SearchBook[];
  language: SearchLanguage;
  mini: MiniSearch<VerseDoc>;
  /** each verse (by its position, the index's id): its book index, chapter and verse number, text */
  bookOf: Uint8Array;
  chapterOf: Uint8Array;
  verseOf: Uint8Array;
  /** 1 for the verses people look for (the daily verses), which rank somewhat higher */
  notable: Uint8Array;
  originals: string[];
}

/** A whole-query phrase multiplies a verse's score by this; each neighbouring pair adds PAIR_BOOST. */
const PHRASE_BOOST = 3;
const PAIR_BOOST = 1.5;
/** Only this many best-scored verses are looked at for phrases (a common word's thousands are not). */
const PHRASE_WINDOW = 2000;
/** A daily verse's score is multiplied by this. */
const NOTABLE_BOOST = 1.5;
/** A term found for another ('anxious' for 'worry') counts this much of the one typed. */
const SYNONYM_WEIGHT = 0.4;
/** The daily verses' references as the books are named ('John 14:27'), worked out on the first index. */
let notableVerses: ReadonlySet<string> | undefined;
const notableSet = () => {
  notableVerses ??= new Set(DAILY_VERSES.flatMap((d) => d.verses));
  return notableVerses;
};

function miniOptions(language: SearchLanguage) {
  return {
    fields: ['text'],
    tokenize: wordList,
    processTerm: (word: string) => termsOf(word, language),
    searchOptions: {
      tokenize: (q: string) => [q],
      processTerm: (t: string) => t,
      // each subquery is a typed term followed by the terms it also finds
      boostTerm: (_term: string, i: number) => (i === 0 ? 1 : SYNONYM_WEIGHT),
    },
  };
}

function frame(books: readonly SearchBook[], language: SearchLanguage) {
  const originals: string[] = [];
  const bookOf: number[] = [];
  const chapterOf: number[] = [];
  const verseOf: number[] = [];
  const notable: number[] = [];
  const notableRefs = notableSet();
  books.forEach((book, b) => {
    book.chapters.forEach((verses, c) => {
      verses.forEach((verse, v) => {
        notable.push(notableRefs.has(`${book.name} ${c + 1}:${v + 1}`) ? 1 : 0);
        originals.push(verse);
        bookOf.push(b);
        chapterOf.push(c + 1);
        verseOf.push(v + 1);
      });
    });
  });
  return {
    books,
    language,
    mini: new MiniSearch<VerseDoc>(miniOptions(language)),
    bookOf: Uint8Array.from(bookOf),
    chapterOf: Uint8Array.from(chapterOf),
    verseOf: Uint8Array.from(verseOf),
    notable: Uint8Array.from(notable),
    originals,
  };
}

const docs = (originals: readonly string[]): VerseDoc[] => originals.map((text, id) => ({ id, text }));

/** Builds the index of a Bible's books (about 31,000 verses, a second or two): once per text. */
export function buildSearchIndex(books: readonly SearchBook[], language: SearchLanguage = 'en'): SearchIndex {
  const index = frame(books, language);
  index.mini.addAll(docs(index.originals));
  return index;
}

/** As buildSearchIndex, in chunks between which the page may draw and answer (a browser's main thread). */
export async function buildSearchIndexAsync(
  books: readonly SearchBook[],
  language: SearchLanguage = 'en',
): Promise<SearchIndex> {
  const index = frame(books, language);
  await index.mini.addAllAsync(docs(index.originals), { chunkSize: 250 });
  return index;
}

/** The index as JSON (MiniSearch's own form), to keep and load again with loadSearchIndex. */
export function searchIndexJson(index: SearchIndex): AsPlainObject {
  return index.mini.toJSON();
}

/** An index saved by searchIndexJson, with the same books it was built from. */
export function loadSearchIndex(
  books: readonly SearchBook[],
  json: string,
  language: SearchLanguage = 'en',
): SearchIndex {
  return { ...frame(books, language), mini: MiniSearch.loadJSON<VerseDoc>(json, miniOptions(language)) };
}

/** Where the terms matched in a verse (and a whole-query phrase, as one range), merged and in order. */
function rangesIn(terms: ReturnType<typeof termsAt>, matched: ReadonlySet<string>, runs: number[][]) {
  const ranges: TextRange[] = terms
    .filter((t) => matched.has(t.term))
    .map(({ start, end }) => ({ start, end }));
  for (const [at = 0, length = 0] of runs) {
    const first = terms[at];
    const last = terms[at + length - 1];
    if (first && last) ranges.push({ start: first.start, end: last.end });
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const r of ranges) {
    const prev = merged.at(-1);
    if (prev && r.start <= prev.end) prev.end = Math.max(prev.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/**
 * The verses matching a query: how many, and the `limit` most relevant with what matched. An empty
 * query matches nothing.
 */
export function searchBible(index: SearchIndex, query: string, limit = 200): SearchResult {
  const { required, phrases, sequence } = parseQuery(query, index.language);
  if (required.length === 0) return { total: 0, matches: [] };
  const tree: Query = {
    combineWith: 'AND',
    queries: required.map(({ terms, prefix }) => ({ combineWith: 'OR', queries: terms, prefix })),
  };
  const found = index.mini.search(tree);
  const scored = found.map((r, rank) => {
    const id = r.id as number;
    let score = index.notable[id] ? r.score * NOTABLE_BOOST : r.score;
    let terms: ReturnType<typeof termsAt> | undefined;
    let whole = false;
    if (rank < PHRASE_WINDOW && (sequence.length > 1 || phrases.length > 0)) {
      terms = termsAt(index.originals[id] ?? '', index.language);
      const plain = terms.map((t) => t.term);
      if (phrases.some((p) => runsOf(plain, p).length === 0)) return undefined;
      const ranking = plain.map((t) => rankingTerm(t, index.language));
      whole = sequence.length > 1 && runsOf(ranking, sequence).length > 0;
      score *= whole
        ? PHRASE_BOOST
        : 1 + (PAIR_BOOST * pairsTogether(ranking, sequence)) / (sequence.length - 1);
    } else if (phrases.length > 0) {
      return undefined; // past the window a quoted phrase is not checked: such verses are not listed
    }
    return { id, score, whole, matched: r.terms };
  });
  const kept = scored.filter((s) => s !== undefined);
  kept.sort((a, b) => b.score - a.score || a.id - b.id);
  const matches = kept.slice(0, limit).map(({ id, whole, matched }): SearchMatch => {
    const bookIndex = index.bookOf[id] ?? 0;
    const text = index.originals[id] ?? '';
    const terms = termsAt(text, index.language);
    const plain = terms.map((t) => t.term);
    const ranking = plain.map((t) => rankingTerm(t, index.language));
    const runs = [
      ...(sequence.length > 1 ? runsOf(ranking, sequence).map((at) => [at, sequence.length]) : []),
      ...phrases.filter((p) => p.length > 1).flatMap((p) => runsOf(plain, p).map((at) => [at, p.length])),
    ];
    return {
      bookIndex,
      book: index.books[bookIndex]?.name ?? '',
      chapter: index.chapterOf[id] ?? 0,
      verse: index.verseOf[id] ?? 0,
      text,
      ranges: rangesIn(terms, new Set(matched), runs),
      phrase: whole,
    };
  });
  return { total: kept.length, matches };
}
