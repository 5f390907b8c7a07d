// The study module's door (issue 38: highlights, notes, bookmarks): all that code outside it may use.
export { bookmarkRows } from './bookmark-repository';
export { highlightRows } from './highlight-repository';
export {
  allBookmarks,
  allHighlights,
  deleteBookmark,
  deleteHighlight,
  setBookmark,
  setHighlight,
} from './mark-service';
export { noteRows } from './note-repository';
export { allNotes, createNote, deleteNote, updateNote } from './note-service';
