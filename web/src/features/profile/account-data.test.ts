import { describe, expect, it } from 'vitest';
import { exportFileName, importSummary, parseImportFile } from './account-data';

describe('export and import files', () => {
  it('names the export by date', () => {
    expect(exportFileName('2026-03-05')).toBe('reign-export-2026-03-05.json');
  });

  it('refuses text that is not JSON or not an export', () => {
    expect(parseImportFile('{oops')).toEqual({ error: 'This file is not valid JSON.' });
    expect(parseImportFile('{"format":"other","version":1}')).toEqual({
      error: 'This is not a Reign export file.',
    });
    expect(parseImportFile('{"format":"reign-export","version":2}')).toEqual({
      error: 'This export file is from another version of Reign.',
    });
    expect(parseImportFile('{"format":"reign-export","version":1,"goals":"none"}')).toEqual({
      error: 'This is not a Reign export file.',
    });
  });

  it('passes an export file on as it is', () => {
    const file = { format: 'reign-export', version: 1, entries: [{ id: 'x' }], goals: [] };
    expect(parseImportFile(JSON.stringify(file))).toEqual({ body: file });
  });

  it('summarises the counts of every kind of data in the file', () => {
    const c = (added: number) => ({ added, kept: 1, refused: 0 });
    expect(
      importSummary({
        entries: c(3),
        goals: c(0),
        tasks: c(2),
        dailyActions: c(9),
        prayers: c(4),
        conflicts: c(0),
        readingPlans: c(0),
        readingProgress: c(0),
        highlights: c(5),
        notes: c(2),
        bookmarks: c(1),
        profile: 'imported',
        problems: [],
      }),
    ).toEqual([
      'Daily plans: 3 added, 1 already here, 0 refused',
      'Goals: 0 added, 1 already here, 0 refused',
      'Tasks: 2 added, 1 already here, 0 refused',
      'Action completions: 9 added, 1 already here, 0 refused',
      'Prayer requests: 4 added, 1 already here, 0 refused',
      'Versions to review: 0 added, 1 already here, 0 refused',
      'Reading plans: 0 added, 1 already here, 0 refused',
      'Chapters read: 0 added, 1 already here, 0 refused',
      'Highlights: 5 added, 1 already here, 0 refused',
      'Notes: 2 added, 1 already here, 0 refused',
      'Bookmarks: 1 added, 1 already here, 0 refused',
      'Profile: imported',
    ]);
  });
});
