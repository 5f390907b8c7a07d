import { BOOKS, findBook } from './books';
import type { NavesData } from './naves-data';
import { chaptersIn, versesIn } from './verse-counts';

/**
 * Nave's references as a reader shows them. Unlike a quoted verse (which keeps only short passages
 * to quote), every tagged reference is turned into text here: whole chapters and long ranges too.
 */

/** Whether a book has the chapter and (when given) the chapter has the verse. */
function inBible(osis: string, chapter: string, verse?: string): boolean {
  const c = Number(chapter);
  if (c < 1 || c > chaptersIn(osis)) return false;
  return verse === undefined || (Number(verse) >= 1 && Number(verse) <= versesIn(osis, c));
}

/**
 * 'Prov.17.14' → 'Proverbs 17:14', 'Exod.6.16-Exod.6.20' → 'Exodus 6:16-20', 'Matt.27' → 'Matthew 27';
 * undefined when it does not read, or names a chapter or verse the Bible does not have.
 */
export function osisToReadableReference(osis: string): string | undefined {
  const [start = '', end, ...rest] = osis.split('-');
  if (rest.length) return undefined;
  const [bookId = '', chapter, verse, ...extra] = start.split('.');
  const book = findBook(bookId);
  if (!book || extra.length || !isNumber(chapter) || (verse !== undefined && !isNumber(verse))) {
    return undefined;
  }
  if (!inBible(book.osis, chapter, verse)) return undefined;
  const from = verse === undefined ? `${book.name} ${chapter}` : `${book.name} ${chapter}:${verse}`;
  if (end === undefined) return from;
  const [endBook, endChapter, endVerse, ...endExtra] = end.split('.');
  if (endBook !== bookId || endExtra.length || !isNumber(endChapter)) return undefined;
  if (!inBible(book.osis, endChapter, isNumber(endVerse) ? endVerse : undefined)) return undefined;
  if (verse === undefined && endVerse === undefined) return `${from}-${endChapter}`;
  if (verse === undefined || !isNumber(endVerse)) return undefined;
  return endChapter === chapter ? `${from}-${endVerse}` : `${from}-${endChapter}:${endVerse}`;
}

const isNumber = (text: string | undefined): text is string => !!text && /^\d{1,3}$/.test(text);

const VERSES = /^\d{1,3}(?:-\d{1,3})?$/;

/**
 * Nave's abbreviated references ('Pr 17:14; 20:3; 25:8-10,12; Ac 26') as readable ones ('Proverbs
 * 17:14', 'Proverbs 20:3', 'Proverbs 25:8-10', 'Proverbs 25:12', 'Acts 26'). `abbreviations` is the
 * data's list of Nave's 66 book abbreviations in canonical order ('Jud' is Judges there, not Jude).
 * Undefined when any part does not read as a reference, so the caller can keep the text as it is.
 */
export function parseNavesReferences(refs: string, abbreviations: readonly string[]): string[] | undefined {
  const books = new Map(abbreviations.map((abbreviation, i) => [abbreviation.toLowerCase(), BOOKS[i]]));
  const references: string[] = [];
  let book: (typeof BOOKS)[number] | undefined;
  for (const part of refs.split(';').map((p) => p.trim())) {
    if (!part) continue;
    const match = /^(?:([1-3]?[A-Za-z]+)\s+)?(\d{1,3})(?::([\d,\s-]+))?$/.exec(part);
    if (!match) return undefined;
    const [, abbreviation, chapter = '', verses] = match;
    if (abbreviation) book = books.get(abbreviation.toLowerCase());
    if (!book || !inBible(book.osis, chapter)) return undefined;
    if (verses === undefined) {
      references.push(`${book.name} ${chapter}`);
      continue;
    }
    for (const range of verses.split(',').map((v) => v.trim())) {
      if (!VERSES.test(range) || !inBible(book.osis, chapter, range.split('-')[0])) return undefined;
      references.push(`${book.name} ${chapter}:${range}`);
    }
  }
  return references.length ? references : undefined;
}

/** An entry's references: its tagged ones, else Nave's text read by its abbreviations, else the text. */
export function entryReferences(
  entry: NavesData['topics'][number]['entries'][number],
  abbreviations: readonly string[],
): { references: string[]; unparsed?: string } {
  const tagged = entry.osis.map(osisToReadableReference).filter((r): r is string => !!r);
  if (tagged.length) return { references: [...new Set(tagged)] };
  const refs = entry.refs.trim();
  if (!refs) return { references: [] };
  const parsed = parseNavesReferences(refs, abbreviations);
  return parsed ? { references: [...new Set(parsed)] } : { references: [], unparsed: refs };
}
