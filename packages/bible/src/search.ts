/**
 * Searching a Bible's text (pure: the books come from the caller, the web app from the books kept
 * on the device). The rule:
 * - case and accents do not matter ('corazon' finds 'corazón', 'caesar' finds 'Cæsar');
 * - each word matches the start of a word in the verse and runs to that word's end, so 'love' finds
 *   love, loved and lovely (not glove);
 * - every word must be in the verse, in any order; a phrase in "quotes" must appear as it is typed
 *   (its words in that order, one after another);
 * - verses where all the words typed appear in that order, as a phrase, come first; then the others;
 *   each group in the Bible's order.
 * The index is one normalized string of every verse (searched by one regular expression per word),
 * built once per text.
 */

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
  /** whether the whole query matched as a phrase (these come first) */
  phrase: boolean;
}

export interface SearchResult {
  /** how many verses match (all of them, not only those returned) */
  total: number;
  matches: SearchMatch[];
}

export interface SearchIndex {
  books: readonly SearchBook[];
  /** every verse normalized, each followed by '\n' */
  text: string;
  /** where each verse starts in `text` */
  starts: Int32Array;
  /** each verse's book index, chapter and verse number */
  bookOf: Uint8Array;
  chapterOf: Uint8Array;
  verseOf: Uint8Array;
  originals: string[];
}

const MARKS = /\p{M}/gu;

/** One character as the index holds it: no accents, lower case, ’ as ', æ as ae. */
function foldChar(ch: string): string {
  let folded = FOLDED.get(ch);
  if (folded === undefined) {
    folded = foldText(ch);
    FOLDED.set(ch, folded);
  }
  return folded;
}
const FOLDED = new Map<string, string>();

/** Text as the index holds it (the same as folding each character in turn). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}

/** The folded text with, for each of its characters, where it came from in the original. */
function foldWithOffsets(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let at = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i += 1) from.push(at);
    folded += f;
    at += ch.length;
  }
  from.push(at);
  return { folded, from };
}

/** Builds the index of a Bible's books (about 31,000 verses): once per text. */
export function buildSearchIndex(books: readonly SearchBook[]): SearchIndex {
  const parts: string[] = [];
  const originals: string[] = [];
  const starts: number[] = [];
  const bookOf: number[] = [];
  const chapterOf: number[] = [];
  const verseOf: number[] = [];
  let at = 0;
  books.forEach((book, b) => {
    book.chapters.forEach((verses, c) => {
      verses.forEach((verse, v) => {
        const folded = `${foldText(verse)}\n`;
        parts.push(folded);
        originals.push(verse);
        starts.push(at);
        bookOf.push(b);
        chapterOf.push(c + 1);
        verseOf.push(v + 1);
        at += folded.length;
      });
    });
  });
  return {
    books,
    text: parts.join(''),
    starts: Int32Array.from(starts),
    bookOf: Uint8Array.from(bookOf),
    chapterOf: Uint8Array.from(chapterOf),
    verseOf: Uint8Array.from(verseOf),
    originals,
  };
}

/** A query's parts: single words, and phrases (words in order). */
export interface SearchQuery {
  words: string[];
  phrases: string[][];
}

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Reads a typed query: "quoted" phrases (straight or curly quotes) and words; folded like the text. */
export function parseSearchQuery(query: string): SearchQuery {
  const text = foldText(query.replace(/[“”„]/g, '"'));
  const phrases: string[][] = [];
  const rest = text.replace(/"([^"]*)"?/g, (_, inner: string) => {
    const words = inner.match(WORD) ?? [];
    if (words.length > 0) phrases.push(words);
    return ' ';
  });
  const words = rest.match(WORD) ?? [];
  return { words: [...new Set(words)], phrases };
}

const LETTER = "[\\p{L}\\p{N}']";

/** The expression for words one after another, each from a word's start to its end. */
function termPattern(words: readonly string[], flags: string): RegExp {
  const body = words.map((w) => `${w}${LETTER}*`).join("[^\\p{L}\\p{N}'\\n]+");
  return new RegExp(`(?<!${LETTER})${body}`, flags);
}

/** The verse (by position) that holds `offset` of the index's text. */
function verseAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The verses (by position) where a term matches, in order: after a verse's first match, on to the next verse. */
function versesMatching(index: SearchIndex, pattern: RegExp): Set<number> {
  const found = new Set<number>();
  pattern.lastIndex = 0;
  for (let m = pattern.exec(index.text); m; m = pattern.exec(index.text)) {
    const verse = verseAt(index.starts, m.index);
    found.add(verse);
    pattern.lastIndex = index.starts[verse + 1] ?? index.text.length;
  }
  return found;
}

/** Where the terms match in one verse, in the original text's offsets, merged and in order. */
function rangesIn(text: string, patterns: readonly RegExp[]): TextRange[] {
  const { folded, from } = foldWithOffsets(text);
  const ranges: TextRange[] = [];
  for (const pattern of patterns) {
    for (const m of folded.matchAll(pattern)) {
      ranges.push({ start: from[m.index] ?? 0, end: from[m.index + m[0].length] ?? text.length });
    }
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
 * The verses matching a query: how many, and the first `limit` (phrase matches first, then the
 * Bible's order) with what matched. An empty query matches nothing.
 */
export function searchBible(index: SearchIndex, query: string, limit = 200): SearchResult {
  const { words, phrases } = parseSearchQuery(query);
  if (words.length === 0 && phrases.length === 0) return { total: 0, matches: [] };
  const required = [...phrases, ...words.map((w) => [w])].map((t) => termPattern(t, 'gu'));
  let hits: number[] | undefined;
  // the rarest term first would be faster; one pass per term is already well under a frame's budget
  for (const pattern of required) {
    const found = versesMatching(index, pattern);
    hits = hits ? hits.filter((v) => found.has(v)) : [...found];
    if (hits.length === 0) return { total: 0, matches: [] };
  }
  const all = hits ?? [];
  // several words typed (outside quotes): those verses where they stand in order come first
  const whole = words.length > 1 && phrases.length === 0 ? termPattern(words, 'gu') : undefined;
  const inOrder = whole ? versesMatching(index, whole) : new Set<number>();
  const ranked = whole ? [...all.filter((v) => inOrder.has(v)), ...all.filter((v) => !inOrder.has(v))] : all;
  const highlight = whole ? [whole, ...required] : required;
  const matches = ranked.slice(0, limit).map((v): SearchMatch => {
    const bookIndex = index.bookOf[v] ?? 0;
    const text = index.originals[v] ?? '';
    return {
      bookIndex,
      book: index.books[bookIndex]?.name ?? '',
      chapter: index.chapterOf[v] ?? 0,
      verse: index.verseOf[v] ?? 0,
      text,
      ranges: rangesIn(text, highlight),
      phrase: inOrder.has(v),
    };
  });
  return { total: all.length, matches };
}
