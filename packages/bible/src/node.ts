import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Bible, type BibleData, createBible } from './bible';
import { type Commentary, type CommentaryData, createCommentary } from './commentary';

let cached: Promise<Bible> | undefined;
let cachedCommentary: Promise<Commentary> | undefined;

const readJson = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(fileURLToPath(new URL(`../data/${name}`, import.meta.url)), 'utf8')) as T;

/** Reads the WEB text from disk once per process (about 4 MB), on first use. */
export function readBible(): Promise<Bible> {
  cached ??= readJson<BibleData>('web-bible.json').then(createBible);
  return cached;
}

/** Reads Matthew Henry's Concise Commentary once per process (about 4 MB), on first use; server only. */
export function readCommentary(): Promise<Commentary> {
  cachedCommentary ??= readJson<CommentaryData>('mhcc-commentary.json').then(createCommentary);
  return cachedCommentary;
}
