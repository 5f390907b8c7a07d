import { GOAL_CATEGORIES, HIGHLIGHT_COLOURS, SPIRITUAL_MATURITY } from '@reign/contract';

/**
 * The small pools the simulation's values come from: few titles and texts, so edits made on two
 * devices meet on the same rows and the same fields (and sometimes agree), and few priorities, so
 * combining two plans has something to combine.
 */
export const POOLS = {
  goalTitles: ['Pray daily', 'Read the Bible', 'Serve at church', 'Run a marathon'],
  goalDescriptions: ['One chapter a day', 'Every morning before work', 'With the family'],
  progress: [0, 25, 50, 75, 100],
  goalCategories: GOAL_CATEGORIES,
  taskTitles: ['Call Mom', 'Read Psalm 23', 'Fast on Friday', 'Write in the journal'],
  taskDescriptions: ['Before lunch', 'After the kids sleep', ''],
  dueDates: ['2031-01-15', '2031-02-01', null],
  prayerTitles: ['Healing for Ann', 'A new job', 'Peace at home', 'Safe travels'],
  prayerDetails: ['Every night', 'For the whole team', ''],
  forWhom: ['Ann', 'Dad', ''],
  priorities: ['Family', 'Work', 'Rest', 'Prayer', 'Health'],
  actions: ['Call them', 'Read a Psalm', 'Walk at noon'],
  verses: [
    { verse: 'The Lord is my shepherd', verseReference: 'Psalm 23:1' },
    { verse: 'Seek first the kingdom of God', verseReference: 'Matthew 6:33' },
  ],
  bios: ['Father of three', 'Teacher', ''],
  focus: ['Patience', 'Gratitude', ''],
  maturity: SPIRITUAL_MATURITY,
  // the person's zone: null (Central), and zones whose day turns far from Central's
  zones: [null, 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Madrid'],
  studyVerses: [
    { book: 'John', chapter: 3, verse: 16 },
    { book: 'Ps', chapter: 23, verse: 1 },
    { book: 'Rom', chapter: 8, verse: 28 },
    { book: 'Gen', chapter: 1, verse: 1 },
  ],
  colours: HIGHLIGHT_COLOURS,
  noteTexts: ['Loved', 'He leads me', 'All things\nwork together', 'In the beginning'],
} as const;

/** The item of a pool at `n` (modulo its length). */
export function at<T>(pool: readonly T[], n: number): T {
  const item = pool[n % pool.length];
  if (item === undefined) throw new Error('empty pool');
  return item;
}
