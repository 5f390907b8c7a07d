import { osisToReadableReference, parseNavesReferences } from './topic-references';
import type { NavesData } from './topics';

/**
 * Nave's Topical Bible as a browsable index: topics by letter or by a search of their names, and one
 * topic with its entries' references as readable text. Pure; built once per process from the data.
 */

/** A topic in a list: its name and how many entries and references it holds. */
export interface TopicSummary {
  topic: string;
  entries: number;
  references: number;
}

/** A listed topic with its place in a search's order: 0 when its name starts with the words, else 1. */
export interface TopicRow extends TopicSummary {
  rank: number;
}

export interface TopicReference {
  /** 'Proverbs 25:8-10' */
  reference: string;
  /** the passage's wording, for the first few short references of a topic */
  text?: string;
}

export interface TopicEntry {
  label: string;
  references: TopicReference[];
  /** Nave's reference text as printed, when none of it could be read as references */
  unparsed?: string;
}

export interface TopicDetail {
  topic: string;
  /** related topics that exist in the index, by their names there */
  see: string[];
  entries: TopicEntry[];
}

export interface TopicListQuery {
  /** words in the name (any case, accents ignored) */
  q?: string | undefined;
  /** the name's first letter, A–Z */
  letter?: string | undefined;
  /** the last row of the previous page: its rank and topic name */
  after?: { rank: number; topic: string } | undefined;
  /** how many rows to answer; one more is answered when there are more */
  limit: number;
}

/** How many references of a topic get their wording (the detail stays small). */
export const QUOTED_REFERENCES = 3;
/** How many of a topic's first references are tried for a wording short enough to quote. */
const QUOTE_TRIES = 10;

/**
 * The one topic of the source without a name: its first, whose entries ('Lineage of', 'Marriage of',
 * 'Meets, Moses in the wilderness and is made spokesman for Moses') are Aaron's.
 */
const FIRST_TOPIC_NAME = 'Aaron';

/** A name for comparing: lower case, accents and surrounding spaces dropped. */
export function foldTopicName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface IndexedTopic {
  topic: string;
  folded: string;
  position: number;
  see: string[];
  entries: Array<{ label: string; references: string[]; unparsed?: string }>;
  references: number;
}

/** An entry's references: its tagged ones, else Nave's text read by its abbreviations, else the text. */
function entryReferences(
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

export function createTopicIndex(data: NavesData & { abbreviations?: readonly string[] }) {
  const abbreviations = data.abbreviations ?? [];
  const named = data.topics
    .map((t, i) => ({ ...t, topic: t.topic.trim() || (i === 0 ? FIRST_TOPIC_NAME : '') }))
    .filter((t) => t.topic)
    .map((t) => ({ ...t, folded: foldTopicName(t.topic) }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  const byName = new Map<string, IndexedTopic>();
  const topics: IndexedTopic[] = named.map((t, position) => {
    const entries = t.entries.map((e) => ({ label: e.label.trim(), ...entryReferences(e, abbreviations) }));
    return {
      topic: t.topic,
      folded: t.folded,
      position,
      see: t.see,
      entries,
      references: entries.reduce((sum, e) => sum + e.references.length, 0),
    };
  });
  for (const t of topics) byName.set(t.folded, t);

  const summary = ({ topic, entries, references }: IndexedTopic): TopicSummary => ({
    topic,
    entries: entries.length,
    references,
  });

  return {
    /** How many topics there are. */
    size: topics.length,

    /** Each letter A–Z with how many topics start with it (Nave's names all start with a letter). */
    letters(): Array<{ letter: string; topics: number }> {
      return Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)).map((letter) => ({
        letter,
        topics: topics.filter((t) => t.folded.startsWith(letter.toLowerCase())).length,
      }));
    },

    /**
     * Up to `limit + 1` topics after `after`, in order: names containing `q` (those starting with it
     * first), of the `letter` when given, alphabetical within. Undefined when `after` names no topic.
     */
    list({ q, letter, after, limit }: TopicListQuery): TopicRow[] | undefined {
      const words = foldTopicName(q ?? '');
      const initial = foldTopicName(letter ?? '');
      const afterTopic = after && byName.get(foldTopicName(after.topic));
      if (after && !afterTopic) return undefined;
      const rows: Array<{ topic: IndexedTopic; rank: number }> = [];
      for (const t of topics) {
        if (initial && !t.folded.startsWith(initial)) continue;
        if (words && !t.folded.includes(words)) continue;
        rows.push({ topic: t, rank: words && !t.folded.startsWith(words) ? 1 : 0 });
      }
      rows.sort((a, b) => a.rank - b.rank || a.topic.position - b.topic.position);
      const start =
        after && afterTopic
          ? rows.findIndex(
              (r) => r.rank > after.rank || (r.rank === after.rank && r.topic.position > afterTopic.position),
            )
          : 0;
      if (start < 0) return [];
      return rows.slice(start, start + limit + 1).map((r) => ({ ...summary(r.topic), rank: r.rank }));
    },

    /**
     * One topic by name (any case, accents ignored) with its entries' references and related topics;
     * `quote` gives a reference's wording (undefined when it has none or is too long), asked for the
     * first few references until QUOTED_REFERENCES have one. Undefined for an unknown name.
     */
    topic(name: string, quote?: (reference: string) => string | undefined): TopicDetail | undefined {
      const found = byName.get(foldTopicName(name));
      if (!found) return undefined;
      let tried = 0;
      let quoted = 0;
      const withText = (reference: string): TopicReference => {
        if (!quote || quoted >= QUOTED_REFERENCES || tried >= QUOTE_TRIES) return { reference };
        tried += 1;
        const text = quote(reference);
        if (text === undefined) return { reference };
        quoted += 1;
        return { reference, text };
      };
      const see = found.see
        .map((s) => byName.get(foldTopicName(s))?.topic)
        .filter((s): s is string => !!s && s !== found.topic);
      return {
        topic: found.topic,
        see: [...new Set(see)],
        entries: found.entries.map((e) => ({
          label: e.label,
          references: e.references.map(withText),
          ...(e.unparsed ? { unparsed: e.unparsed } : {}),
        })),
      };
    },
  };
}
export type TopicIndex = ReturnType<typeof createTopicIndex>;
