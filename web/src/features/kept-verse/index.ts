// How a saved plan's verse is cited again: its own feature, so the book names it needs stay off
// the first load (the scripture feature's index is part of it)
export { type KeptVerse, keptVerseCredit } from './kept-verse';
