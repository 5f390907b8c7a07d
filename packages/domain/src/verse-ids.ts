import { uuidv5 } from './ids';

// The ids of study marks (issue 38), apart from ids.ts: the first load of `/` uses ids.ts and
// has no room for these.
/** Reign's namespace for the ids of study marks kept one per verse (a fixed random UUID). */
export const VERSE_MARK_NAMESPACE = 'a4d3e9b2-5c71-4f0e-8b6a-3e2d1c9f7a58';

/**
 * The id of a user's highlight or bookmark of one verse (issue 38): the same on every device and
 * the server, so a verse marked on two devices is one row. `owner` is the user's id, or 'guest' on
 * a guest's device (a guest's marks never reach the server under these ids).
 */
export function verseMarkId(
  kind: 'highlight' | 'bookmark',
  owner: number | 'guest',
  book: string,
  chapter: number,
  verse: number,
): Promise<string> {
  return uuidv5(JSON.stringify([kind, owner, book, chapter, verse]), VERSE_MARK_NAMESPACE);
}

/**
 * The id a row made on a device gets in another account that imports it while its own id is taken
 * by the account it came from: the same for every import of it into that account.
 */
export function copiedRowId(userId: number, id: string): Promise<string> {
  return uuidv5(JSON.stringify(['copy', userId, id.toLowerCase()]), VERSE_MARK_NAMESPACE);
}
