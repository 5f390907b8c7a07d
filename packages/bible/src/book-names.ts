import { BOOKS } from './books';

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

/** A book's name in a translation's language ('Psalms' in 'rv1909' is 'Salmos'); English otherwise. */
export function localBookName(englishName: string, translation: string): string {
  if (translation !== 'rv1909') return englishName;
  const book = BOOKS.find((b) => b.name === englishName);
  return (book && RV1909_BOOK_NAMES[book.order]) ?? englishName;
}
