import { EVERYDAY_TOPICS, everydayName, foldTopicName, matchEverydayTopics } from './everyday-topics';
import type { NavesData } from './naves-data';
import { entryReferences } from './topic-references';

/**
 * Nave's Topical Bible as a browsable index: topics by letter or by a search of their names, and one
 * topic with its entries' references as readable text. Pure; built once per process from the data.
 */

/** The languages a topic is named in: everyday topics in both, the others by Nave's English name. */
export type TopicLanguage = 'en' | 'es';

/**
 * A topic in a list: its key (Nave's name), the name a person reads in the language, how many
 * entries and references it holds; `see` for a name Nave's gives no verses of its own ('Trust'), the
 * topic that holds them ('Faith').
 */
export interface TopicSummary {
  topic: string;
  name: string;
  entries: number;
  references: number;
  see?: string;
}

/**
 * A listed topic with its place in a search's order: 0 an everyday topic named by the search, 1 one
 * whose name or word starts with it, 2 a name starting with it, 3 a name containing it (0 unsearched).
 */
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
  /** the name a person reads in the language asked for */
  name: string;
  /** related topics that have verses: their keys and names in the language */
  see: Array<{ topic: string; name: string }>;
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
  /** the language names are given in (English when not given) */
  language?: TopicLanguage | undefined;
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

interface IndexedTopic {
  topic: string;
  folded: string;
  position: number;
  see: string[];
  entries: Array<{ label: string; spanish?: string | undefined; references: string[]; unparsed?: string }>;
  references: number;
}

/** Spanish entry labels by topic key, in the topic's entry order (data/naves-labels-es.json). */
export type SpanishLabels = Readonly<Record<string, readonly string[]>>;

export function createTopicIndex(
  data: NavesData & { abbreviations?: readonly string[] },
  spanishLabels: SpanishLabels = {},
) {
  const abbreviations = data.abbreviations ?? [];
  const named = data.topics
    .map((t, i) => ({ ...t, topic: t.topic.trim() || (i === 0 ? FIRST_TOPIC_NAME : '') }))
    .filter((t) => t.topic)
    .map((t) => ({ ...t, folded: foldTopicName(t.topic) }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  const byName = new Map<string, IndexedTopic>();
  const all: IndexedTopic[] = named.map((t, position) => {
    const spanish = spanishLabels[t.topic];
    const entries = t.entries.map((e, i) => ({
      label: e.label.trim(),
      spanish: spanish?.[i],
      ...entryReferences(e, abbreviations),
    }));
    return {
      topic: t.topic,
      folded: t.folded,
      position,
      see: t.see,
      entries,
      references: entries.reduce((sum, e) => sum + e.references.length, 0),
    };
  });
  for (const t of all) byName.set(t.folded, t);
  // an everyday topic by its English or Spanish name too ('/bible/topics/Amor' is Love)
  for (const e of EVERYDAY_TOPICS) {
    const key = byName.get(foldTopicName(e.topic));
    for (const name of [e.en, e.es])
      if (key && !byName.has(foldTopicName(name))) byName.set(foldTopicName(name), key);
  }
  /** A related topic that exists and has verses of its own, by its name in the index. */
  const withVerses = (name: string) => {
    const found = byName.get(foldTopicName(name));
    return found && found.references > 0 ? found.topic : undefined;
  };
  /** Where a name without verses of its own sends the reader ('Trust' → 'Faith'). */
  const seeOf = new Map<IndexedTopic, string>();
  for (const t of all) {
    const target = t.references ? undefined : t.see.map(withVerses).find((s) => s && s !== t.topic);
    if (target) seeOf.set(t, target);
  }
  // the index lists a topic with verses, or a name that sends to one; never a topic with no verse
  const topics = all.filter((t) => t.references > 0 || seeOf.has(t));

  const summary = (t: IndexedTopic, language: TopicLanguage): TopicSummary => {
    const see = seeOf.get(t);
    return {
      topic: t.topic,
      name: everydayName(t.topic, language) ?? t.topic,
      entries: t.entries.length,
      references: t.references,
      ...(see ? { see } : {}),
    };
  };

  return {
    /** How many topics are listed (those with verses, and names that send to one). */
    size: topics.length,

    /** Each letter A–Z with how many listed topics start with it (Nave's names all do with a letter). */
    letters(): Array<{ letter: string; topics: number }> {
      return Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)).map((letter) => ({
        letter,
        topics: topics.filter((t) => t.folded.startsWith(letter.toLowerCase())).length,
      }));
    },

    /** The topics of everyday life, in EVERYDAY_TOPICS's order, named in the language. */
    everyday(language: TopicLanguage = 'en'): TopicSummary[] {
      return EVERYDAY_TOPICS.map((e) => byName.get(foldTopicName(e.topic)))
        .filter((t): t is IndexedTopic => !!t && t.references > 0)
        .map((t) => summary(t, language));
    },

    /**
     * Up to `limit + 1` topics after `after`, in order: everyday topics `q` names in either language
     * ('amor' → Love), then names starting with `q`, then names containing it; of the `letter` when
     * given; alphabetical within. Undefined when `after` names no topic.
     */
    list({ q, letter, after, limit, language = 'en' }: TopicListQuery): TopicRow[] | undefined {
      const words = foldTopicName(q ?? '');
      const initial = foldTopicName(letter ?? '');
      const afterTopic = after && byName.get(foldTopicName(after.topic));
      if (after && !afterTopic) return undefined;
      const everyday = matchEverydayTopics(words);
      const rows: Array<{ topic: IndexedTopic; rank: number }> = [];
      for (const t of topics) {
        if (initial && !t.folded.startsWith(initial)) continue;
        const rank = !words
          ? 0
          : (everyday.get(t.topic) ??
            (t.folded.startsWith(words) ? 2 : t.folded.includes(words) ? 3 : undefined));
        if (rank !== undefined) rows.push({ topic: t, rank });
      }
      rows.sort((a, b) => a.rank - b.rank || a.topic.position - b.topic.position);
      const start =
        after && afterTopic
          ? rows.findIndex(
              (r) => r.rank > after.rank || (r.rank === after.rank && r.topic.position > afterTopic.position),
            )
          : 0;
      if (start < 0) return [];
      return rows
        .slice(start, start + limit + 1)
        .map((r) => ({ ...summary(r.topic, language), rank: r.rank }));
    },

    /**
     * One topic by name (any case, accents ignored) with its entries' references and related topics;
     * `quote` gives a reference's wording (undefined when it has none or is too long), asked for the
     * first few references until QUOTED_REFERENCES have one. Undefined for an unknown name or one
     * with no verse (of its own or of a related topic).
     */
    topic(
      name: string,
      quote?: (reference: string) => string | undefined,
      language: TopicLanguage = 'en',
    ): TopicDetail | undefined {
      const found = byName.get(foldTopicName(name));
      if (!found || !topics.includes(found)) return undefined;
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
      const see = found.see.map(withVerses).filter((s): s is string => !!s && s !== found.topic);
      return {
        topic: found.topic,
        name: everydayName(found.topic, language) ?? found.topic,
        see: [...new Set(see)].map((s) => ({ topic: s, name: everydayName(s, language) ?? s })),
        entries: found.entries
          .filter((e) => e.references.length > 0 || e.unparsed)
          .map((e) => ({
            label: (language === 'es' && e.spanish) || e.label,
            references: e.references.map(withText),
            ...(e.unparsed ? { unparsed: e.unparsed } : {}),
          })),
      };
    },
  };
}
export type TopicIndex = ReturnType<typeof createTopicIndex>;
