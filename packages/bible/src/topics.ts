import type { Bible, Passage } from './bible';
import { findBook } from './books';
import { DEFAULT_TOPIC, TOPIC_MAP, type TopicWords } from './topic-map';

/** The shape of data/naves-topics.json (Nave's Topical Bible). */
export interface NavesData {
  title: string;
  license: string;
  topics: Array<{
    topic: string;
    see: string[];
    entries: Array<{ label: string; refs: string; osis: string[] }>;
  }>;
}

/** A verse short enough to quote in one step or prayer line. */
const MAX_QUOTE_CHARS = 280;
/** A reference spanning more verses than this is a passage to read, not a line to quote. */
const MAX_QUOTE_VERSES = 3;
/**
 * Books a line of encouragement quotes from: Psalms, Proverbs, Isaiah and the New Testament. Nave's
 * lists every verse on a topic, laws and judgments too; these books hold its promises and counsel.
 */
const QUOTABLE = new Set(['Ps', 'Prov', 'Isa']);
const quotable = (osis: string) => {
  const book = findBook(osis.split('.')[0] ?? '');
  return !!book && (QUOTABLE.has(book.osis) || book.order >= 39);
};

const tokens = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

function wordMatches(pattern: string, token: string): boolean {
  return pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern;
}

/**
 * The entries a topic matched by its own name quotes from: its general scriptures. A person or a
 * place ('John', 'Jericho') has none, so a name does not bring in a story's verse.
 */
export const TOPIC_NAME_ENTRIES = ['General scriptures', 'SCRIPTURES RELATING', 'UNCLASSIFIED SCRIPTURES'];

/** The map entries the text's words point to, in the map's order; topic names count as words too. */
export function matchTopics(text: string, topicNames: readonly string[] = []): TopicWords[] {
  const words = tokens(text);
  const matched = TOPIC_MAP.filter((m) => m.words.some((p) => words.some((w) => wordMatches(p, w))));
  const named = new Map(topicNames.map((n) => [n.toLowerCase(), n]));
  for (const w of words) {
    const topic = TOPIC_MAP.some((m) => m.words.some((p) => wordMatches(p, w))) ? undefined : named.get(w);
    if (topic && !matched.some((m) => m.topic === topic))
      matched.push({ words: [w], topic, entries: TOPIC_NAME_ENTRIES });
  }
  return matched;
}

/** 'Ps.55.22' or 'Matt.6.26-Matt.6.28' as 'Psalms 55:22' / 'Matthew 6:26-28'; undefined when too long. */
export function osisToReference(osis: string): string | undefined {
  const [start = '', end] = osis.split('-');
  const [book, chapter, verse] = start.split('.');
  const info = book ? findBook(book) : undefined;
  if (!info || !chapter || !verse) return undefined;
  if (!end) return `${info.name} ${chapter}:${verse}`;
  const [endBook, endChapter, endVerse] = end.split('.');
  if (endBook !== book || endChapter !== chapter || !endVerse) return undefined;
  if (Number(endVerse) - Number(verse) >= MAX_QUOTE_VERSES) return undefined;
  return `${info.name} ${chapter}:${verse}-${endVerse}`;
}

/** FNV-1a: the same text always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Verses from Nave's topics for a person's words, looked up in `bible` (built once per process). */
export function createTopicVerses(data: NavesData, bible: Bible) {
  const byName = new Map(data.topics.map((t) => [t.topic, t]));
  const names = data.topics.map((t) => t.topic);
  const cache = new Map<TopicWords, Passage[]>();

  /** Every quotable verse of a map entry: its chosen sub-topics' references the Bible can read. */
  function versesOf(match: TopicWords): Passage[] {
    const known = cache.get(match);
    if (known) return known;
    const labels = match.entries.map((l) => l.toLowerCase());
    const entries = (byName.get(match.topic)?.entries ?? []).filter(
      (e) => labels.length === 0 || labels.some((l) => e.label.toLowerCase().startsWith(l)),
    );
    const seen = new Set<string>();
    const verses: Passage[] = [];
    for (const osis of entries.flatMap((e) => e.osis)) {
      if (match.skip?.includes(osis) || seen.has(osis) || !quotable(osis)) continue;
      seen.add(osis);
      const reference = osisToReference(osis);
      const passage = reference ? bible.lookup(reference) : undefined;
      if (passage && passage.text.length <= MAX_QUOTE_CHARS) verses.push(passage);
    }
    cache.set(match, verses);
    return verses;
  }

  return {
    versesOf,
    /** The map entries (with at least one verse) the text points to; the default topic when none. */
    topicsFor(text: string): TopicWords[] {
      const found = matchTopics(text, names).filter(
        (m, i, all) =>
          versesOf(m).length > 0 &&
          all.findIndex((o) => o.topic === m.topic && o.entries === m.entries) === i,
      );
      return found.length ? found : [DEFAULT_TOPIC];
    },
    /**
     * `count` different fitting verses for the text, chosen by `seed` (the date and the text), so one
     * day's answer is stable and another day's differs; taken in turn from each matched topic.
     */
    versesFor(text: string, seed: string, count: number): Passage[] {
      const topics = this.topicsFor(text);
      const start = hash(`${seed}|${text.trim().toLowerCase()}`);
      const chosen: Passage[] = [];
      for (let i = 0; chosen.length < count && i < count * 4; i++) {
        const pool = versesOf(topics[i % topics.length] ?? DEFAULT_TOPIC);
        const pick = pool[(start + i) % pool.length];
        if (pick && !chosen.some((c) => c.reference === pick.reference)) chosen.push(pick);
      }
      return chosen;
    },
  };
}
export type TopicVerses = ReturnType<typeof createTopicVerses>;
