import { parseReference } from '@reign/bible';

const GOSPELS = new Set(['Matthew', 'Mark', 'Luke', 'John']);
const PAULINE = new Set([
  'Romans',
  '1 Corinthians',
  '2 Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  '1 Thessalonians',
  '2 Thessalonians',
  '1 Timothy',
  '2 Timothy',
  'Titus',
  'Philemon',
]);

export type ReflectionKind = 'psalms' | 'proverbs' | 'gospels' | 'pauline' | 'generic';

/** Which built-in reflection a reference gets: by its book. */
export function reflectionKind(reference: string): ReflectionKind {
  const book = parseReference(reference)?.book.name;
  if (book === 'Psalms') return 'psalms';
  if (book === 'Proverbs') return 'proverbs';
  if (book && GOSPELS.has(book)) return 'gospels';
  if (book && PAULINE.has(book)) return 'pauline';
  return 'generic';
}
