import type { Note } from '@reign/contract';
import { declaredTable, valueColumns } from '../../db/synced-table';

/** study_notes (issue 38): a note on a passage of one chapter, its id made on the device. */
export const noteRows = declaredTable<Note>('study_notes', {
  ...valueColumns('book', 'chapter', 'verseStart', 'verseEnd', 'text'),
});
