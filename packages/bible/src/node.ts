import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Bible, type BibleData, createBible } from './bible';
import { type Commentary, type CommentaryData, createCommentary } from './commentary';
import type { NavesData } from './naves-data';
import { createVerseEchoes, type VerseEchoesPicker } from './scripture-echoes';
import { buildSearchIndexAsync, type SearchIndex } from './search';
import { createTopicIndex, type SpanishLabels, type TopicIndex } from './topic-index';
import { createTreasury, type Treasury, type TreasuryData } from './treasury';
import { createVerseComments, type VerseComments } from './verse-comments';

/** The translations on disk as data/<id>-bible.json (ids as @reign/contract's TRANSLATIONS). */
export type BibleFileId = 'web' | 'kjv' | 'rv1909';

const texts = new Map<BibleFileId, Promise<BibleData>>();
const bibles = new Map<BibleFileId, Promise<Bible>>();
const searchIndexes = new Map<BibleFileId, Promise<SearchIndex>>();
let naves: Promise<NavesData> | undefined;
let topicIndex: Promise<TopicIndex> | undefined;
let cachedCommentary: Promise<Commentary> | undefined;
let treasury: Promise<Treasury> | undefined;
let verseComments: Promise<VerseComments> | undefined;
let verseEchoes: Promise<VerseEchoesPicker> | undefined;

const readData = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(fileURLToPath(new URL(`../data/${file}`, import.meta.url)), 'utf8')) as T;

/** A translation's file, read once per process (about 4 MB each), on first use. */
function readBibleData(translation: BibleFileId): Promise<BibleData> {
  let data = texts.get(translation);
  if (!data) {
    data = readData<BibleData>(`${translation}-bible.json`);
    texts.set(translation, data);
  }
  return data;
}

/** Reads a translation (WEB unless named) from disk once per process, on first use. */
export function readBible(translation: BibleFileId = 'web'): Promise<Bible> {
  let bible = bibles.get(translation);
  if (!bible) {
    bible = readBibleData(translation).then(createBible);
    bibles.set(translation, bible);
  }
  return bible;
}

/**
 * A translation's search index (search.ts), built once per process on its first search (a second or
 * two, in chunks between which the server answers other requests) and kept in memory (some 40 MB each): books by their English names, words in the text's language.
 */
export function readSearchIndex(translation: BibleFileId = 'web'): Promise<SearchIndex> {
  let index = searchIndexes.get(translation);
  if (!index) {
    index = readBibleData(translation).then((data) =>
      buildSearchIndexAsync(data.books, data.language === 'es' ? 'es' : 'en'),
    );
    // a failed build is tried again by the next search, not kept
    index.catch(() => searchIndexes.delete(translation));
    searchIndexes.set(translation, index);
  }
  return index;
}

/** Nave's Topical Bible (about 2 MB), read once per process for its uses below. */
const readNaves = (): Promise<NavesData> => {
  naves ??= readData<NavesData>('naves-topics.json');
  return naves;
};

/** Nave's topics as a browsable index (the 'Bible topics' pages) with the everyday topics' Spanish entry labels, built once per process on first use. */
export function readTopicIndex(): Promise<TopicIndex> {
  topicIndex ??= Promise.all([readNaves(), readData<SpanishLabels>('naves-labels-es.json')]).then(
    ([data, labels]) => createTopicIndex(data, labels),
  );
  return topicIndex;
}

/** The passages a Spanish reflection quotes (scripture-echoes.ts): Nave's and the RV1909, built once per process on first use. */
export function readVerseEchoes(): Promise<VerseEchoesPicker> {
  verseEchoes ??= Promise.all([readNaves(), readBible('rv1909')]).then(([data, rv1909]) =>
    createVerseEchoes(data, rv1909),
  );
  return verseEchoes;
}

/** Reads Matthew Henry's Concise Commentary once per process (about 4 MB), on first use; server only. */
export function readCommentary(): Promise<Commentary> {
  cachedCommentary ??= readData<CommentaryData>('mhcc-commentary.json').then(createCommentary);
  return cachedCommentary;
}

/** Reads Spurgeon's The Treasury of David once per process (about 4 MB), on first use; server only. */
export function readTreasury(): Promise<Treasury> {
  treasury ??= readData<TreasuryData>('treasury-of-david.json').then(createTreasury);
  return treasury;
}

/**
 * The comment on a verse as a reflection (Spurgeon on a psalm, else Henry), the sentences chosen
 * with the verse's WEB and KJV words; read once per process, on first use.
 */
export function readVerseComments(): Promise<VerseComments> {
  verseComments ??= Promise.all([readCommentary(), readTreasury(), readBible('web'), readBible('kjv')]).then(
    ([commentary, treasury, web, kjv]) =>
      createVerseComments({
        commentary,
        treasury,
        words: (osis, chapter, verse) => {
          const texts = [web, kjv].map((b) => b.chapter(osis, chapter)?.[verse - 1]).filter(Boolean);
          return texts.length ? texts.join(' ') : undefined;
        },
      }),
  );
  return verseComments;
}
