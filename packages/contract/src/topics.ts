import * as z from 'zod/mini';
import { checked } from './checked';
import { languageId } from './language-id';
import { pageQuery } from './page-query';
import { get, routeTable } from './route-builder';
import { translationId } from './translations';

/** The longest search of topic names (Nave's longest name has 37 characters). */
export const MAX_TOPIC_SEARCH = 60;
/** The longest topic name asked for by name (Fastify answers 414 to a path part over 100). */
export const MAX_TOPIC_NAME = 80;

export const topicMessages = {
  search: `Search with at most ${MAX_TOPIC_SEARCH} characters.`,
  letter: 'Choose one letter from A to Z.',
  name: `A topic's name has at most ${MAX_TOPIC_NAME} characters.`,
  unknown: "No Bible topic by that name. Search the topics to find one of Nave's names.",
} as const;

/** `?lang=`: the language topics are named in (the everyday ones have a Spanish name); English when not given. */
const topicLanguage = { lang: z._default(languageId, 'en') };

/**
 * `?q=` everyday words in English or Spanish ('amor', 'worry') or words in the name (any case,
 * accents ignored; the everyday topics they name first, then names starting with them), `?letter=` a
 * first letter; neither lists every topic alphabetically. Paged as every list (cursor, limit).
 */
export const topicListQuery = z.strictObject({
  ...pageQuery.shape,
  ...topicLanguage,
  q: z.optional(checked(z.string(), z.maxLength(MAX_TOPIC_SEARCH, topicMessages.search))),
  letter: z.optional(checked(z.string(), z.regex(/^[A-Za-z]$/, topicMessages.letter))),
});

/**
 * A topic in a list: its key (Nave's name, for its page), the name a person reads in the language,
 * its entries (sub-topics) and the references they hold; `see`, for a name Nave's gives no verses of
 * its own ('Trust'), the topic that holds them ('Faith').
 */
export const topicSummary = z.object({
  topic: z.string(),
  name: z.string(),
  entries: z.number(),
  references: z.number(),
  see: z.optional(z.string()),
});
export type TopicSummary = z.infer<typeof topicSummary>;

export const topicLetters = z.array(z.object({ letter: z.string(), topics: z.number() }));
export type TopicLetters = z.infer<typeof topicLetters>;

export const everydayTopicsQuery = z.strictObject(topicLanguage);

/** `?lang=` names, `?translation=` the wording of the quoted verses (the WEB when not given). */
export const topicQuery = z.strictObject({ ...topicLanguage, translation: z._default(translationId, 'web') });

export const topicParams = z.strictObject({
  name: checked(z.string(), z.minLength(1), z.maxLength(MAX_TOPIC_NAME, topicMessages.name)),
});

/** One topic: each entry's references as the reader names them ('Proverbs 25:8-10'). */
export const topicDetail = z.object({
  topic: z.string(),
  /** the name a person reads in the language asked for */
  name: z.string(),
  /** related topics with verses: each a key this API answers, and its name in the language */
  see: z.array(z.object({ topic: z.string(), name: z.string() })),
  entries: z.array(
    z.object({
      label: z.string(),
      /** `text`: the wording in the translation asked for, given for the topic's first few short references only */
      references: z.array(z.object({ reference: z.string(), text: z.optional(z.string()) })),
      /** Nave's reference text as printed, when it could not be read as references */
      unparsed: z.optional(z.string()),
    }),
  ),
});
export type TopicDetail = z.infer<typeof topicDetail>;

/** Nave's Topical Bible (1896, public domain), read by the server; public, never changing. */
export const topicRoutes = routeTable('topics', 'public', {
  listTopics: get('/api/topics', {
    summary:
      "Nave's topics an everyday word in ?q= names (English or Spanish), or whose name contains it, or starting with ?letter=, else all alphabetically; named in ?lang=; paged (limits.ts)",
    query: topicListQuery,
    response: z.array(topicSummary),
  }),
  everydayTopics: get('/api/everyday-topics', {
    summary:
      'The topics of everyday life (Love, Anxiety and worry, Peace, ...), named in ?lang=, in their curated order',
    query: everydayTopicsQuery,
    response: z.array(topicSummary),
  }),
  topicLetters: get('/api/topic-letters', {
    summary: "Each letter A–Z with how many of Nave's topics start with it",
    response: topicLetters,
  }),
  topic: get('/api/topics/:name', {
    summary:
      "One of Nave's topics by name: its entries with their references (the first few quoted in ?translation=), and related topics",
    params: topicParams,
    query: topicQuery,
    response: topicDetail,
  }),
});
