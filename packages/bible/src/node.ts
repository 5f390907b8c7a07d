import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Bible, type BibleData, createBible } from './bible';
import { type Commentary, type CommentaryData, createCommentary } from './commentary';
import { createTopicIndex, type TopicIndex } from './topic-index';
import { createTopicVerses, type NavesData, type TopicVerses } from './topics';
import { createTreasury, type Treasury, type TreasuryData } from './treasury';
import { createVerseComments, type VerseComments } from './verse-comments';

/** The translations on disk as data/<id>-bible.json (ids as @reign/contract's TRANSLATIONS). */
export type BibleFileId = 'web' | 'kjv' | 'rv1909';

const bibles = new Map<BibleFileId, Promise<Bible>>();
let naves: Promise<NavesData> | undefined;
let topics: Promise<TopicVerses> | undefined;
let topicIndex: Promise<TopicIndex> | undefined;
let cachedCommentary: Promise<Commentary> | undefined;
let treasury: Promise<Treasury> | undefined;
let verseComments: Promise<VerseComments> | undefined;

const readData = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(fileURLToPath(new URL(`../data/${file}`, import.meta.url)), 'utf8')) as T;

/** Reads a translation (WEB unless named) from disk once per process (about 4 MB each), on first use. */
export function readBible(translation: BibleFileId = 'web'): Promise<Bible> {
  let bible = bibles.get(translation);
  if (!bible) {
    bible = readData<BibleData>(`${translation}-bible.json`).then(createBible);
    bibles.set(translation, bible);
  }
  return bible;
}

/** Nave's Topical Bible (about 2 MB), read once per process for both of its uses below. */
const readNaves = (): Promise<NavesData> => {
  naves ??= readData<NavesData>('naves-topics.json');
  return naves;
};

/** Reads Nave's Topical Bible once per process, on first use, with the WEB to quote from. */
export function readTopicVerses(): Promise<TopicVerses> {
  topics ??= Promise.all([readNaves(), readBible()]).then(([data, bible]) => createTopicVerses(data, bible));
  return topics;
}

/** Nave's topics as a browsable index (the 'Bible topics' pages), built once per process on first use. */
export function readTopicIndex(): Promise<TopicIndex> {
  topicIndex ??= readNaves().then(createTopicIndex);
  return topicIndex;
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
