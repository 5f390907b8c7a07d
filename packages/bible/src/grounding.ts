import type { Bible } from './bible';
import { findBookByLocalName } from './book-names';
import { BOOKS, findBook } from './books';

/** What grounding did to a text: the text without made-up references, and the references dropped. */
export interface GroundedText {
  text: string;
  removed: string[];
}

const VERSES = String.raw`\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?)*`;
/**
 * A possible reference: an optional 1/2/3 or I/II/III, a capitalised name (accented letters too: a
 * Spanish text names 'Éxodo'), a chapter, maybe verses.
 */
const CANDIDATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:[1-3]|I{1,3})\s+)?(\p{Lu}\p{Ll}+(?:\s+of\s+(?:Solomon|Songs))?)\.?\s+(\d{1,3})(?::(${VERSES}))?(?![\d:])(?!\s*[ap]\.?m\b)`,
  'gu',
);
/** Chapter-only references ('Psalm 23') are only trusted with a full book name, not 'Am 12'. */
const FULL_NAMES = new Set([...BOOKS.map((b) => b.name.toLowerCase()), 'psalm']);

/** Words before a time or date ('Monday 3:30', 'June 5:45', 'Lunes 3:30') that are never books. */
const NOT_BOOKS =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Chapter|Verse|Page|Room|Step|Day|Week|Hour|At|By|Until|From|Since|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Capítulo|Versículo|Página|Sala|Paso|Día|Semana|Hora|Las|Los|Desde|Hasta)$/u;

type Verdict = 'real' | 'made-up' | 'not-a-reference';

function verdict(bible: Bible, prefix: string, name: string, chapter: number, verses?: string): Verdict {
  const bookName = `${prefix}${name}`;
  // the English names and abbreviations, else the RV1909's (a Spanish text: 'Juan 3:16')
  const book = findBook(bookName) ?? findBookByLocalName(bookName);
  if (!book) {
    if (NOT_BOOKS.test(name)) return 'not-a-reference';
    // An unknown book cited with chapter and verse ('Hezekiah 3:16') is made up; 'Room 5' is not a reference.
    return verses ? 'made-up' : 'not-a-reference';
  }
  if (!verses && !FULL_NAMES.has(bookName.toLowerCase().replace(/^(i{1,3})\s+/, (_, r) => `${r.length} `)))
    return 'not-a-reference';
  const chapters = bible.chapterCount(book.osis);
  // 'Jude 5' names verse 5 of a one-chapter book.
  if (!verses && chapters === 1 && chapter > 1)
    return bible.lookup(`${book.osis} 1:${chapter}`) ? 'real' : 'made-up';
  const reference = `${book.osis} ${chapter}${verses ? `:${verses.replace(/–/g, '-')}` : ''}`;
  return bible.lookup(reference) ? 'real' : 'made-up';
}

/** Widens a removal to take a list separator with it ('John 3:16; Hezekiah 3:16' keeps 'John 3:16'). */
function widen(text: string, start: number, end: number): [number, number] {
  const before = /(?<=\d)\s*(?:[,;]|\band\b|\bor\b|\by\b|\bo\b|&)\s*$/.exec(text.slice(0, start));
  if (before) return [start - before[0].length, end];
  const after = /^\s*(?:[,;]|\band\b|\bor\b|\by\b|\bo\b|&)\s*(?=(?:[1-3]\s+)?\p{Lu}\p{Ll}+\.?\s+\d)/u.exec(
    text.slice(end),
  );
  if (after) return [start, end + after[0].length];
  return [start, end];
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]*[([]\s*[)\]]/g, '')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[,.;:!?])/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}

/**
 * Finds every scripture reference in a text (John 3:16, 1 Corinthians 13:4-7, Psalm 23, (Hezekiah 3:16))
 * and removes those whose book, chapter or verse does not exist in the WEB, with the separators and
 * parentheses they leave empty. Real references and the rest of the text are kept as written.
 */
export function groundReferences(text: string, bible: Bible): GroundedText {
  const removed: string[] = [];
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const [whole, prefix = '', name = '', chapter = '', verses] = match;
    let found = verdict(bible, prefix.replace(/\s+/g, ' '), name, Number(chapter), verses);
    let start = match.index;
    if (found === 'not-a-reference' && prefix) {
      // 'I Hezekiah 3' may be the pronoun 'I' before a word: judge the name alone.
      found = verdict(bible, '', name, Number(chapter), verses);
      start += prefix.length;
    }
    if (found !== 'made-up') continue;
    removed.push(whole.slice(start - match.index).trim());
    spans.push(widen(text, start, match.index + whole.length));
  }
  if (!spans.length) return { text, removed };
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, Math.max(start, at));
    at = Math.max(end, at);
  }
  out += text.slice(at);
  return { text: tidy(out), removed };
}
