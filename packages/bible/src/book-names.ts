import { BOOKS, type BookInfo } from './books';

/**
 * The Reina-Valera 1909's name of each book, in canonical order (the same order as BOOKS). Written once
 * from data/rv1909-bible.json's `localName` (test/book-names.test.ts checks they still agree), so the web
 * app can name the books in Spanish without the 4 MB text. The KJV uses the WEB's English names.
 */
export const RV1909_BOOK_NAMES: readonly string[] = [
  'Génesis',
  'Éxodo',
  'Levítico',
  'Números',
  'Deuteronomio',
  'Josué',
  'Jueces',
  'Rut',
  '1 Samuel',
  '2 Samuel',
  '1 Reyes',
  '2 Reyes',
  '1 Crónicas',
  '2 Crónicas',
  'Esdras',
  'Nehemías',
  'Ester',
  'Job',
  'Salmos',
  'Proverbios',
  'Eclesiastés',
  'Cantares',
  'Isaías',
  'Jeremías',
  'Lamentaciones',
  'Ezequiel',
  'Daniel',
  'Oseas',
  'Joel',
  'Amós',
  'Abdías',
  'Jonás',
  'Miqueas',
  'Nahum',
  'Habacuc',
  'Sofonías',
  'Hageo',
  'Zacarías',
  'Malaquías',
  'Mateo',
  'Marcos',
  'Lucas',
  'Juan',
  'Hechos',
  'Romanos',
  '1 Corintios',
  '2 Corintios',
  'Gálatas',
  'Efesios',
  'Filipenses',
  'Colosenses',
  '1 Tesalonicenses',
  '2 Tesalonicenses',
  '1 Timoteo',
  '2 Timoteo',
  'Tito',
  'Filemón',
  'Hebreos',
  'Santiago',
  '1 Pedro',
  '2 Pedro',
  '1 Juan',
  '2 Juan',
  '3 Juan',
  'Judas',
  'Apocalipsis',
];

/** A name folded for comparing: no accents, no case, no spaces ('1 Juan' and '1juan', 'Éxodo' and 'exodo'). */
const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');

let byLocalName: Map<string, BookInfo> | null = null;

/**
 * A book by its Reina-Valera 1909 name ('Juan', 'Éxodo', 'exodo', 'Salmo' too), or undefined: so a
 * Spanish text's references are read as the English ones are (findBook). Made on first use.
 */
export function findBookByLocalName(raw: string): BookInfo | undefined {
  if (!byLocalName) {
    byLocalName = new Map();
    RV1909_BOOK_NAMES.forEach((name, order) => {
      const book = BOOKS[order];
      if (book) byLocalName?.set(fold(name), book);
    });
    const psalms = BOOKS.find((b) => b.osis === 'Ps');
    if (psalms) byLocalName.set('salmo', psalms);
  }
  return byLocalName.get(fold(raw.trim()));
}

/** A book's name in a translation's language ('Psalms' in 'rv1909' is 'Salmos'); English otherwise. */
export function localBookName(englishName: string, translation: string): string {
  if (translation !== 'rv1909') return englishName;
  const book = BOOKS.find((b) => b.name === englishName);
  return (book && RV1909_BOOK_NAMES[book.order]) ?? englishName;
}

/** English book names, longest first, with the singular 'Psalm' ('Psalm 23') read as 'Psalms'. */
const ENGLISH_NAMES = [...BOOKS.map((b) => [b.name, b.name] as const), ['Psalm', 'Psalms'] as const].sort(
  (a, b) => b[0].length - a[0].length,
);

/**
 * A reference or a list of them ('Psalm 23:1', 'Genesis 1–3; Matthew 1') with each part's book named
 * in a translation's language ('Salmos 23:1' in 'rv1909'); unchanged in English or where a part
 * does not start with a book's English name.
 */
export function localReference(text: string, translation: string): string {
  if (translation !== 'rv1909') return text;
  return text
    .split('; ')
    .map((part) => {
      const found = ENGLISH_NAMES.find(([name]) => part === name || part.startsWith(`${name} `));
      return found ? localBookName(found[1], translation) + part.slice(found[0].length) : part;
    })
    .join('; ');
}
