import { BOOKS } from './books';

/** A passage as people read it, by the book's English name: 'John 3:16', 'Psalms 23:1-4'. */
export function passageLabel(osis: string, chapter: number, from: number, to = from): string {
  const name = BOOKS.find((b) => b.osis === osis)?.name ?? osis;
  return `${name} ${chapter}:${from}${to > from ? `-${to}` : ''}`;
}
