import type { CreatableTable, RowOf } from '@reign/contract';
import { centralDate, uuidv7 } from '@reign/domain';

// A value for every field of every entity made one by one (none at its default), typed by the
// contract's rows: a field added to a row needs a sample here. Used by the server's and the
// engine's field-survival tests.

export type Fields<T extends CreatableTable> = Omit<RowOf<T>, 'id' | 'createdAt' | 'updatedAt'>;
/** Set by the server from other fields (compared hop to hop, never to the sample). */
export const SERVER_SET = new Set(['completedAt', 'startDate', 'isActive']);

/** Stands for a circle the person is in: a test makes one and puts its id in its place (`withCircle`). */
export const SAMPLE_CIRCLE_ID = '00000000-0000-4000-8000-0000000c1c1e';

/** A sample's fields with a real circle of the person's in place of SAMPLE_CIRCLE_ID. */
export function withCircle<F extends Record<string, unknown>>(fields: F, circleId: string): F {
  return fields.sharedCircleId === SAMPLE_CIRCLE_ID ? { ...fields, sharedCircleId: circleId } : fields;
}

/** A value for every field, none at its default, and what a later edit changes it to. */
export const SAMPLES: { [T in CreatableTable]: { first: Fields<T>; edited: Partial<Fields<T>> } } = {
  goals: {
    first: {
      title: 'Read the Gospels',
      description: 'A chapter a day',
      category: 'health',
      season: 'winter',
      priority: 4,
      targetDate: '2099-03-01',
      startDate: null,
      progressPercentage: 40,
      completedAt: null,
      isActive: true,
    },
    edited: {
      title: 'Read Luke',
      description: 'Slowly',
      category: 'personal',
      season: 'summer',
      priority: 2,
    },
  },
  tasks: {
    first: {
      goalId: null,
      title: 'Pray the psalms',
      description: 'Morning',
      category: 'spiritual',
      priority: 5,
      scheduledDate: '2099-01-02',
      dueDate: '2099-01-09',
      estimatedMinutes: 45,
      aiSuggested: true,
      reasoning: 'It steadies the day',
      completedAt: null,
    },
    edited: {
      title: 'Pray Psalm 1',
      description: 'Evening',
      priority: 1,
      dueDate: null,
      estimatedMinutes: 10,
    },
  },
  prayers: {
    first: {
      title: 'For Ruth',
      details: 'Her new job',
      forWhom: 'Ruth',
      category: 'professional',
      status: 'answered',
      answeredAt: '2026-11-20',
      testimony: 'She starts Monday',
      // issue 52: shared with a circle, without the name (prayer.share)
      sharedCircleId: SAMPLE_CIRCLE_ID,
      sharedAnonymously: true,
    },
    edited: { details: 'Her first week', forWhom: 'Ruth and Sam', testimony: 'Thank you, Lord' },
  },
  readingPlans: {
    first: {
      planKey: 'custom',
      customBooks: ['Ruth', 'Esth'],
      customDays: 10,
      startDate: '2026-11-01',
      catchUpFrom: '2026-11-05',
      catchUpDays: [1, 2],
      status: 'stopped',
    },
    edited: { startDate: '2026-11-03', catchUpDays: [1, 2, 3], status: 'active' },
  },
  entries: {
    first: {
      date: centralDate(),
      verse: 'The Lord is my shepherd',
      verseReference: 'Psalm 23:1',
      verseReflection: 'He leads.',
      verseTranslation: 'rv1909',
      priorities: ['Family', 'Work'],
      actionSteps: [{ priority: 'Family', actions: ['Call Mum'] }],
      challenges: 'Tired',
      encouragement: 'Rest in Him',
      prayedFor: [{ id: uuidv7(), title: 'For Ruth' }],
    },
    edited: {
      priorities: ['Rest'],
      actionSteps: [{ priority: 'Rest', actions: ['Walk'] }],
      challenges: 'None',
    },
  },
  // issue 38: a highlight's and a bookmark's verse is its id, so only the colour changes
  highlights: {
    first: { book: 'John', chapter: 3, verse: 16, colour: 'pink' },
    edited: { colour: 'green' },
  },
  notes: {
    first: {
      book: 'Ps',
      chapter: 23,
      verseStart: 1,
      verseEnd: 4,
      text: 'He leads me.\nBeside still waters.',
    },
    edited: { text: 'He restores my soul.' },
  },
  bookmarks: {
    first: { book: 'Rom', chapter: 8, verse: 28 },
    edited: {},
  },
};
