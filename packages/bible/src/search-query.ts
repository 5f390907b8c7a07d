/**
 * A typed Bible search read into what it asks for (search-terms.ts makes the terms):
 * - the words outside quotes: every one that is not a common word must be in the verse (any form,
 *   the last typed one also as the start of a word); when all are common words ('let it be'), all must;
 * - a "phrase in quotes" must stand in the verse as typed, word after word (its common words too);
 * - the whole query, common words included, ranks verses higher where its words stand together.
 */
import { isStopTerm, rankingTerm, type SearchLanguage, synonymsOf, termsOf, wordsOf } from './search-terms';

export interface ParsedQuery {
  /** the terms a verse must have (each group: one of these terms), by the typed order */
  required: { terms: string[]; prefix: boolean }[];
  /** quoted phrases, as terms in order: a verse must hold each */
  phrases: string[][];
  /** every typed term in order (common words too, any negation as one: rankingTerm): where they stand together ranks higher */
  sequence: string[];
}

/** Reads a typed query: "quoted" phrases (straight or curly quotes) and words. */
export function parseQuery(query: string, language: SearchLanguage): ParsedQuery {
  const text = query.replace(/[“”„«»]/g, '"');
  const phrases: string[][] = [];
  const loose: string[] = [];
  const sequence: string[] = [];
  // an unclosed quote is a phrase still being typed: its last word is not yet whole either
  const endsInWord = !/"\s*$/.test(text) && /[\p{L}\p{N}]$/u.test(text);
  for (const [i, part] of text.split('"').entries()) {
    const terms = wordsOf(part).flatMap(({ word }) => termsOf(word, language));
    sequence.push(...terms);
    if (i % 2 === 1) {
      if (terms.length > 0) phrases.push(terms);
    } else {
      loose.push(...terms);
    }
  }
  const quoted = phrases.flat();
  const all = [...new Set([...loose, ...quoted])];
  const content = all.filter((t) => !isStopTerm(t, language));
  const chosen = content.length > 0 ? content : all;
  const last = endsInWord ? sequence.at(-1) : undefined;
  const required = chosen.map((term) => ({
    terms: [term, ...synonymsOf(term, language)],
    // a word still being typed ('anx') finds the words it starts; a quoted one is whole
    prefix: term === last && term.length >= 3 && !quoted.includes(term) && !isStopTerm(term, language),
  }));
  return { required, phrases, sequence: sequence.map((t) => rankingTerm(t, language)) };
}

/** Where `needle` stands in `terms` as a run of consecutive terms (positions), none when it does not. */
export function runsOf(terms: readonly string[], needle: readonly string[]): number[] {
  const found: number[] = [];
  if (needle.length === 0) return found;
  for (let i = 0; i + needle.length <= terms.length; i += 1) {
    let k = 0;
    while (k < needle.length && terms[i + k] === needle[k]) k += 1;
    if (k === needle.length) found.push(i);
  }
  return found;
}

/** How many of the query's neighbouring word pairs stand together in the verse too. */
export function pairsTogether(terms: readonly string[], sequence: readonly string[]): number {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < terms.length; i += 1) pairs.add(`${terms[i]} ${terms[i + 1]}`);
  let together = 0;
  for (let i = 0; i + 1 < sequence.length; i += 1) {
    if (pairs.has(`${sequence[i]} ${sequence[i + 1]}`)) together += 1;
  }
  return together;
}
