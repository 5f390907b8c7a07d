import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Bible, type BibleData, createBible } from './bible';

let cached: Promise<Bible> | undefined;

/** Reads the WEB text from disk once per process (about 4 MB), on first use. */
export function readBible(): Promise<Bible> {
  cached ??= readFile(fileURLToPath(new URL('../data/web-bible.json', import.meta.url)), 'utf8').then(
    (text) => createBible(JSON.parse(text) as BibleData),
  );
  return cached;
}
