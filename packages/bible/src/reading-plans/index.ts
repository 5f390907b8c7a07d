export * from './balance';
export * from './catalogue';
export * from './generate';
export * from './passages';
export { BOOK_WORDS, VERSE_COUNTS } from './verse-counts';
