import type { Bible } from './bible';
import { findBook } from './books';
import { EVERYDAY_TOPICS } from './everyday-topics';
import type { NavesData } from './naves-data';
import { parseReference } from './reference';
import { type EchoPassage, referenceHash, type VerseEchoes } from './reflection-es';

/**
 * The passages a Spanish reflection quotes for a verse (reflection-es.ts): the verse's Nave's topics
 * (everyday topics first, then the most specific), and from each a short passage it names, quoted
 * in the Reina-Valera 1909. Never the verse itself or its chapter, never a genealogy or a list: one
 * or two verses that read as a whole sentence, from the Psalms, Proverbs, Isaiah and the New
 * Testament before the rest.
 */

/** A quote longer than this is a passage to read, not a line in a reflection. */
const MAX_QUOTE_CHARS = 150;
const MIN_QUOTE_CHARS = 25;
const PASSAGES = 3;
/** How many of a topic's first candidates a verse's hash chooses among, so verses sharing a topic differ. */
const SPREAD = 5;

const QUOTABLE = new Set(['Ps', 'Prov', 'Isa']);
const EVERYDAY = new Map(EVERYDAY_TOPICS.map((t, i) => [t.topic, { es: t.es, rank: i }]));
/** Words of a list or a genealogy in the RV1909 ('engendró', 'hijos de ... hijos de'). */
/** Nave's entries that list a story's moments rather than sayings. */
const EXAMPLES = /instances?|exemplified|examples?|incidents?|illustrated/i;
const LIST_WORDS = /engendr|\bvarones\b|\bcodos\b|\bsiclos\b|\bpor sus familias\b/i;

interface Candidate {
  osis: string;
  reference: string;
  book: string;
  chapter: number;
  quotable: boolean;
}

/** 'Ps.55.22' or 'Matt.6.33-Matt.6.34' as a candidate; undefined for a chapter or a longer passage. */
function candidate(osis: string): Candidate | undefined {
  const [start = '', end, ...rest] = osis.split('-');
  if (rest.length) return undefined;
  const [bookId = '', chapter, verse] = start.split('.');
  const book = findBook(bookId);
  if (!book || !chapter || !verse) return undefined;
  let reference = `${book.name} ${chapter}:${verse}`;
  if (end) {
    const [endBook, endChapter, endVerse] = end.split('.');
    if (endBook !== bookId || endChapter !== chapter || Number(endVerse) !== Number(verse) + 1)
      return undefined;
    reference += `-${endVerse}`;
  }
  const quotable = QUOTABLE.has(book.osis) || book.order >= 39;
  return { osis, reference, book: book.osis, chapter: Number(chapter), quotable };
}

/** Each verse's place in Nave's ('Ps.55.22' → the topics and entries naming it), from references of up to `longest` verses. */
function indexVerses(data: NavesData, longest: number): Map<string, Array<{ topic: number; entry: number }>> {
  const index = new Map<string, Array<{ topic: number; entry: number }>>();
  data.topics.forEach((topic, t) => {
    topic.entries.forEach((entry, e) => {
      for (const osis of entry.osis) {
        const [start = '', end] = osis.split('-');
        const [book, chapter, verse] = start.split('.');
        if (!book || !chapter || !verse) continue;
        const [, endChapter, endVerse] = (end ?? start).split('.');
        const last = endChapter === chapter ? Number(endVerse) : Number(verse);
        // a long passage's topic is its story's, not each verse's
        if (last - Number(verse) >= longest) continue;
        for (let v = Number(verse); v <= last; v++) {
          const key = `${book}.${chapter}.${v}`;
          const at = index.get(key) ?? [];
          at.push({ topic: t, entry: e });
          index.set(key, at);
        }
      }
    });
  });
  return index;
}

/** The echo picker over Nave's topics and the RV1909 (built once per process: node.ts readVerseEchoes). */
export function createVerseEchoes(data: NavesData, rv1909: Bible) {
  // a verse's own topics, else (a verse Nave's names only in a passage) the passage's
  const close = indexVerses(data, 3);
  const wide = indexVerses(data, 12);

  /** The RV1909's words of a candidate when they quote well: a whole sentence, short, not a list. */
  function words(c: Candidate): string | undefined {
    const text = rv1909.lookup(c.reference)?.text.trim();
    if (!text || text.length > MAX_QUOTE_CHARS || text.length < MIN_QUOTE_CHARS) return undefined;
    if (!/^[¿¡]?[A-ZÁÉÍÓÚÑ]/.test(text) || !/[.!?]$/.test(text) || LIST_WORDS.test(text)) return undefined;
    // a psalm's title ('Al Músico principal: Salmo de David. LOS cielos...') or a quote inside
    // a question cut from its beginning ('Que se humilla á mirar...?')
    if (text.endsWith('?') && !text.includes('¿')) return undefined;
    if (/[«»"]|\b[A-ZÁÉÍÓÚÑ]{2,}\b|Músico principal|Salmo de/.test(text)) return undefined;
    return text;
  }

  /** A topic's candidates: the entries naming the verse first, quotable books before the rest. */
  function candidates(topic: number, entries: ReadonlySet<number>): Candidate[] {
    const t = data.topics[topic];
    if (!t) return [];
    const naming = t.entries.filter((_, e) => entries.has(e)).sort((a, b) => a.osis.length - b.osis.length);
    const ordered = [...naming, ...t.entries.filter((_, e) => !entries.has(e))];
    // a story's moment ('Instances of', 'Exemplified') after the sayings: it quotes out of its scene
    ordered.sort((a, b) => Number(EXAMPLES.test(a.label)) - Number(EXAMPLES.test(b.label)));
    const all = ordered.flatMap((e) => e.osis.map(candidate).filter((c): c is Candidate => !!c));
    return [...all.filter((c) => c.quotable), ...all.filter((c) => !c.quotable)];
  }

  return {
    /** The echoes of a reference ('Nehemiah 9:6'); no passages when Nave's names none that quote well. */
    echoesOf(reference: string): VerseEchoes {
      const echoes = echoesIn(reference, close);
      return echoes.passages.length >= 2 ? echoes : echoesIn(reference, wide);
    },
  };

  function echoesIn(reference: string, index: ReturnType<typeof indexVerses>): VerseEchoes {
    // 'Matthew 28:5,6; 24:44': the first part's verses
    const parsed = parseReference(reference.split(';')[0] ?? '');
    if (!parsed) return { passages: [] };
    const { book, chapter } = parsed;
    const verses = parsed.verses.length ? parsed.verses : [1];
    const found = new Map<number, Set<number>>();
    for (const v of verses) {
      for (const at of index.get(`${book.osis}.${chapter}.${v}`) ?? []) {
        const entries = found.get(at.topic) ?? new Set<number>();
        entries.add(at.entry);
        found.set(at.topic, entries);
      }
    }
    const topics = [...found.keys()].sort((a, b) => rank(a, found) - rank(b, found) || a - b);
    const hash = referenceHash(reference);
    const chosen: Array<EchoPassage & { chapter: string }> = [];
    let lead: string | undefined;
    const lists = topics.map((t) => ({
      topic: t,
      list: candidates(t, found.get(t) ?? new Set()).filter(
        (c) => !(c.book === book.osis && c.chapter === chapter),
      ),
    }));
    for (let round = 0; round < PASSAGES && chosen.length < PASSAGES; round++) {
      for (const { topic, list } of lists) {
        if (chosen.length >= PASSAGES) break;
        const usable = list.filter((c) => !chosen.some((p) => p.chapter === `${c.book}.${c.chapter}`));
        const offset = (hash >>> (round * 4)) % Math.min(SPREAD, Math.max(usable.length, 1));
        const rotated = [...usable.slice(offset), ...usable.slice(0, offset)];
        const next = rotated.find((c) => words(c));
        const text = next && words(next);
        if (!next || !text) continue;
        chosen.push({ reference: next.reference, text, chapter: `${next.book}.${next.chapter}` });
        lead ??= EVERYDAY.get(data.topics[topic]?.topic ?? '')?.es;
      }
    }
    const passages = chosen.map(({ reference: r, text }) => ({ reference: r, text }));
    return { ...(lead && passages.length ? { topic: lead } : {}), passages };
  }

  /**
   * The most specific first: the fewest references in the topic's smallest entry naming the verse
   * ('God's love for the wicked' before 'God, Saviour'), an everyday topic's counted a third.
   */
  function rank(topic: number, found: ReadonlyMap<number, ReadonlySet<number>>): number {
    const t = data.topics[topic];
    const sizes = [...(found.get(topic) ?? [])].map((e) => t?.entries[e]?.osis.length ?? 0);
    const smallest = Math.max(3, Math.min(...sizes));
    return EVERYDAY.has(t?.topic ?? '') ? smallest / 3 : smallest;
  }
}

export type VerseEchoesPicker = ReturnType<typeof createVerseEchoes>;
