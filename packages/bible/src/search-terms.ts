/**
 * The words of Bible search: how a verse or a query is cut into words and how each word becomes the
 * term the index holds, so that forms of one word meet (docs/decisions.md, 'Bible search').
 * - case and accents do not matter ('corazon' is 'corazón'), ’ is ', æ is ae;
 * - English contractions open up: "don't" is 'do' 'not', "isn't" 'is' 'not', "God's" 'god';
 * - a light stemmer: English plurals and -ed/-ing, a final -e (love, loved, loving, loves meet);
 *   Spanish plurals (corazones, corazón);
 * - a small table of word forms a stemmer cannot join (anxiety is anxious; congojéis is congoja)
 *   and of words a person types for the Bible's ('worry' also finds 'anxious').
 */

export type SearchLanguage = 'en' | 'es';

const MARKS = /\p{M}/gu;

/** Text as the index reads it: no accents, lower case, ’ as ', æ as ae. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}

/** A word as written, with where it stands in the text (text.slice(start, end)). */
export interface WordAt {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text, in order (as wordsOf, without offsets: the index's tokenizer). */
export function wordList(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The words of a text, in order, with their offsets. */
export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  for (const m of text.matchAll(WORD)) {
    words.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  }
  return words;
}

/** Contractions that are not '<word>n't'. */
const CONTRACTIONS: Record<string, string[]> = {
  "won't": ['will', 'not'],
  "can't": ['can', 'not'],
  "shan't": ['shall', 'not'],
  "ain't": ['is', 'not'],
};
const ENDINGS: Record<string, string> = { ll: 'will', re: 'are', ve: 'have', m: 'am', d: 'would' };

/** An English word with an apostrophe as the words it stands for. */
function openContraction(word: string): string[] {
  const known = CONTRACTIONS[word];
  if (known) return known;
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const [head = word, tail = ''] = word.split("'");
  const ending = ENDINGS[tail];
  return ending ? [head, ending] : [head];
}

/** Forms a stemmer cannot join, as the one form the index holds (after folding). */
const WORD_FORMS: Record<SearchLanguage, Record<string, string>> = {
  en: {
    anxiety: 'anxious',
    anxieties: 'anxious',
    anxiously: 'anxious',
    worries: 'worry',
    worried: 'worry',
    worrying: 'worry',
    children: 'child',
    men: 'man',
    women: 'woman',
    feet: 'foot',
    teeth: 'tooth',
  },
  es: {
    congojeis: 'congoja',
    congojes: 'congoja',
    congojas: 'congoja',
    congojado: 'congoja',
    congojados: 'congoja',
    congojarse: 'congoja',
    congojo: 'congoja',
    afanosos: 'afan',
    afanoso: 'afan',
    afanes: 'afan',
  },
};

/** Words a person types that the Bible says otherwise: each term also finds these terms. */
const SYNONYMS: Record<SearchLanguage, Record<string, string[]>> = {
  en: { worry: ['anxious'], anxious: ['worry'] },
  es: {
    ansiedad: ['congoja', 'afan'],
    ansioso: ['congoja', 'afan'],
    preocupacion: ['congoja', 'afan'],
    preocupe: ['congoja', 'afan'],
    preocupeis: ['congoja', 'afan'],
    congoja: ['afan'],
    afan: ['congoja'],
  },
};

/** Words so common they do not decide which verse is meant (a query's phrase still counts them). */
const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an and the of to in is be do doe did not no that it for on with as at by or but was were am are i me my you your ye thee thou thy he him his she her they them their we us our this these those from so shall will have has had unto upon which who whom then there when if into out than'
      .split(' ')
      .map((w) => stemEnglish(w)),
  ),
  es: new Set(
    'de la que el en y a o los se del las un por con no una su para es al lo como mas pero sus le ya mi me te os nos ni sino ha he'
      .split(' ')
      .map((w) => stemSpanish(w)),
  ),
};

const VOWEL = /[aeiouy]/;

/** English, lightly: plurals, -ed, -ing, a final -e and a doubled last consonant. */
function stemEnglish(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing') && VOWEL.test(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') && VOWEL.test(w.slice(0, -2))) {
    w = w.slice(0, -2);
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgklmnprst])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Spanish, lightly: plurals (-es after a consonant, -s after a vowel). */
function stemSpanish(word: string): string {
  if (word.length > 4 && /[^aeiou]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && /[aeiou]s$/.test(word)) return word.slice(0, -1);
  return word;
}

// a Bible has some 15,000 distinct words: each is worked out once
const known: Record<SearchLanguage, Map<string, string[]>> = { en: new Map(), es: new Map() };

/** The index terms a written word stands for (one, or two for "don't"), in order. */
export function termsOf(word: string, language: SearchLanguage): string[] {
  let terms = known[language].get(word);
  if (!terms) {
    terms = workOutTerms(word, language);
    known[language].set(word, terms);
  }
  return terms;
}

function workOutTerms(word: string, language: SearchLanguage): string[] {
  const folded = foldText(word);
  const parts = language === 'en' ? openContraction(folded) : [folded.replace(/'/g, '')];
  const forms = WORD_FORMS[language];
  return parts
    .filter((p) => p.length > 0)
    .map((p) => forms[p] ?? (language === 'en' ? stemEnglish(p) : stemSpanish(p)))
    .map((p) => forms[p] ?? p);
}

/** Words that say 'not': in a phrase, 'not' stands for any of them ('do not be anxious', 'in nothing be anxious'). */
const NEGATIONS: Record<SearchLanguage, ReadonlySet<string>> = {
  en: new Set(['not', 'no', 'never', 'neither', 'nor', 'nothing', 'none']),
  es: new Set(['no', 'ni', 'nunca', 'nada', 'jamas']),
};

/** A term as the ranking compares words standing together: every negation is one. */
export function rankingTerm(term: string, language: SearchLanguage): string {
  return NEGATIONS[language].has(term) ? '¬' : term;
}

export function isStopTerm(term: string, language: SearchLanguage): boolean {
  return STOP_WORDS[language].has(term);
}

/** The other terms a term also finds ('worry': 'anxious'). */
export function synonymsOf(term: string, language: SearchLanguage): readonly string[] {
  return SYNONYMS[language][term] ?? [];
}

/** A text's terms in order, each with the offsets of the word it came from. */
export function termsAt(
  text: string,
  language: SearchLanguage,
): { term: string; start: number; end: number }[] {
  return wordsOf(text).flatMap(({ word, start, end }) =>
    termsOf(word, language).map((term) => ({ term, start, end })),
  );
}
