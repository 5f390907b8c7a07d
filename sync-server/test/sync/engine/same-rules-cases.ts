// The table of the same-rules engine test: each case is a list of mutations and what the rows
// must show at the end. Every step runs on the server and on the device (same-rules.engine.test.ts).
import type { MutationName } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { expect } from 'vitest';

export interface Step {
  name: MutationName;
  args: Record<string, unknown>;
  /** the server refuses it (this status); the device's gate must say no before it is made */
  refused?: number;
}
/** Rows by `table:id`: a live row without its times and version, or 'deleted'. */
export type Snapshot = Record<string, Record<string, unknown> | 'deleted'>;
/** The ids of one case's rows, made anew for each case (ids are unique across accounts). */
export interface Ids {
  GOAL: string;
  TASK: string;
  ENTRY: string;
  PRAYER: string;
  PLAN: string;
  /** the account's highlight and bookmark of John 3:16 (their ids are the verse's), and a note */
  HIGHLIGHT: string;
  BOOKMARK: string;
  NOTE: string;
}
export interface Case {
  name: string;
  steps: (ids: Ids) => Step[];
  /** what the last snapshot (the same on both sides) must show */
  expect: (rows: Snapshot, ids: Ids) => void;
}

const goal = (goalId: string, title = 'Read the Bible daily') => ({
  name: 'goal.create' as const,
  args: { id: goalId, title, description: 'One chapter', targetDate: '2099-12-31' },
});
const task = (taskId: string, extra: Record<string, unknown> = {}) => ({
  name: 'task.create' as const,
  args: { id: taskId, title: 'Pray', scheduledDate: '2099-01-01', ...extra },
});
const goalUpdate = (goalId: string, changes: Record<string, unknown>) => ({
  name: 'goal.update' as const,
  args: { id: goalId, changes },
});
const taskStep = (name: MutationName, taskId: string, changes?: Record<string, unknown>) => ({
  name,
  args: changes ? { id: taskId, changes } : { id: taskId },
});
const VERSE = 'In the beginning God created the heavens and the earth.';
const entry = (entryId: string, verse = VERSE) => ({
  name: 'entry.create' as const,
  args: {
    id: entryId,
    date: '2026-01-01',
    verse,
    verseReference: 'Genesis 1:1',
    priorities: ['Family', 'Faith'],
    actionSteps: [
      { priority: 'Family', actions: ['Call mom'] },
      { priority: 'Faith', actions: ['Read a psalm'] },
    ],
  },
});
const actions = (entryId: string, callMom: boolean, psalm: boolean) => ({
  name: 'dailyActions.save' as const,
  args: {
    entryId,
    date: '2026-01-01',
    actions: [
      { text: 'Call mom', priority: 'Family', isCompleted: callMom },
      { text: 'Read a psalm', priority: 'Faith', isCompleted: psalm },
    ],
  },
});

const row = (rows: Snapshot, key: string) => rows[key] as Record<string, unknown> | undefined;
const keys = (rows: Snapshot, table: string) => Object.keys(rows).filter((k) => k.startsWith(`${table}:`));

export const cases: Case[] = [
  {
    name: 'create goal',
    steps: ({ GOAL }) => [goal(GOAL)],
    expect: (rows, { GOAL }) =>
      expect(row(rows, `goals:${GOAL}`)).toMatchObject({ progressPercentage: 0, completedAt: null }),
  },
  {
    name: 'update the title only',
    steps: ({ GOAL }) => [goal(GOAL), goalUpdate(GOAL, { title: 'Pray daily' })],
    expect: (rows, { GOAL }) =>
      expect(row(rows, `goals:${GOAL}`)).toMatchObject({ title: 'Pray daily', description: 'One chapter' }),
  },
  {
    name: 'progress 100 sets completedAt, 100 again keeps the first, 40 clears it',
    steps: ({ GOAL }) => [
      goal(GOAL),
      goalUpdate(GOAL, { progressPercentage: 100 }),
      goalUpdate(GOAL, { progressPercentage: 100, title: 'Done' }),
      goalUpdate(GOAL, { title: 'Still done' }),
      goalUpdate(GOAL, { progressPercentage: 40 }),
    ],
    expect: (rows, { GOAL }) =>
      expect(row(rows, `goals:${GOAL}`)).toMatchObject({ progressPercentage: 40, completedAt: null }),
  },
  {
    name: 'delete a goal tombstones its tasks; an update after the delete does nothing',
    steps: ({ GOAL, TASK }) => [
      goal(GOAL),
      task(TASK, { goalId: GOAL }),
      { name: 'goal.delete', args: { id: GOAL } },
      goalUpdate(GOAL, { title: 'Too late' }),
      taskStep('task.update', TASK, { title: 'Too late' }),
      taskStep('task.complete', TASK),
      { name: 'goal.delete', args: { id: GOAL } },
    ],
    expect: (rows, { GOAL, TASK }) => {
      expect(rows[`goals:${GOAL}`]).toBe('deleted');
      expect(rows[`tasks:${TASK}`]).toBe('deleted');
    },
  },
  {
    name: 'the same create id twice is one row',
    steps: ({ GOAL, TASK }) => [
      goal(GOAL),
      goal(GOAL, 'A second try'),
      task(TASK),
      task(TASK, { title: 'Another task' }),
    ],
    expect: (rows, { GOAL, TASK }) => {
      expect(keys(rows, 'goals')).toHaveLength(1);
      expect(row(rows, `goals:${GOAL}`)).toMatchObject({ title: 'Read the Bible daily' });
      expect(row(rows, `tasks:${TASK}`)).toMatchObject({ title: 'Pray' });
    },
  },
  {
    name: 'task create, update (null clears), complete twice, uncomplete, delete',
    steps: ({ GOAL, TASK }) => [
      goal(GOAL),
      task(TASK, { goalId: GOAL, description: 'Ten minutes', dueDate: '2099-01-05' }),
      taskStep('task.update', TASK, { title: 'Pray more', priority: 5 }),
      taskStep('task.update', TASK, { description: null, dueDate: null, goalId: null }),
      taskStep('task.complete', TASK),
      taskStep('task.complete', TASK),
      taskStep('task.uncomplete', TASK),
      taskStep('task.update', TASK, { completedAt: '2099-01-02T08:00:00.000Z' }),
      taskStep('task.delete', TASK),
    ],
    expect: (rows, { TASK }) => expect(rows[`tasks:${TASK}`]).toBe('deleted'),
  },
  {
    name: 'entry create, the same content again, then the same id with new content (one plan a day)',
    steps: ({ ENTRY }) => [entry(ENTRY), entry(ENTRY), entry(ENTRY, 'Another verse')],
    expect: (rows, { ENTRY }) =>
      expect(row(rows, `entries:${ENTRY}`)).toMatchObject({
        verse: 'Another verse',
        verseReflection: null,
        challenges: expect.any(String),
      }),
  },
  {
    name: 'a second plan for the same date under another id updates the first',
    steps: ({ ENTRY, TASK }) => [entry(ENTRY), entry(TASK, 'Another verse')],
    expect: (rows, { ENTRY, TASK }) => {
      expect(keys(rows, 'entries')).toEqual([`entries:${ENTRY}`]);
      expect(rows[`entries:${TASK}`]).toBeUndefined();
      expect(row(rows, `entries:${ENTRY}`)).toMatchObject({ verse: 'Another verse' });
    },
  },
  {
    name: 'daily actions saved twice keep the first completedAt and flip isCompleted',
    steps: ({ ENTRY }) => [
      entry(ENTRY),
      actions(ENTRY, true, false),
      actions(ENTRY, true, true),
      actions(ENTRY, false, true),
    ],
    expect: (rows) => {
      const marks = keys(rows, 'dailyActions').map((k) => row(rows, k));
      expect(marks).toHaveLength(2);
      expect(marks).toContainEqual(
        expect.objectContaining({ actionText: 'Call mom', isCompleted: false, completedAt: null }),
      );
      expect(marks).toContainEqual(
        expect.objectContaining({ actionText: 'Read a psalm', isCompleted: true, completedAt: 'step 3' }),
      );
    },
  },
  {
    name: 'a profile change set changes only the fields it names',
    steps: () => [
      {
        name: 'profile.update',
        args: { bio: 'Hello', currentFocus: 'Patience', spiritualMaturity: 'mature' },
      },
      { name: 'profile.update', args: { currentFocus: 'Prayer' } },
      { name: 'profile.update', args: { bibleTranslation: 'kjv' } },
      { name: 'profile.update', args: { timeZone: 'Asia/Manila' } },
      { name: 'profile.update', args: { language: 'es' } },
    ],
    expect: (rows) =>
      expect(row(rows, 'profile:profile')).toEqual({
        bio: 'Hello',
        currentFocus: 'Prayer',
        spiritualMaturity: 'mature',
        preferredMeetingTime: null,
        goals: null,
        bibleTranslation: 'kjv',
        timeZone: 'Asia/Manila',
        language: 'es',
      }),
  },
  {
    name: 'a prayer request: change sets, an answer, a restore, a delete; a plan keeps what it prayed for',
    steps: ({ PRAYER, ENTRY }) => {
      const update = (changes: Record<string, unknown>) => ({
        name: 'prayer.update' as const,
        args: { id: PRAYER, changes },
      });
      const other = uuidv7();
      return <Step[]>[
        { name: 'prayer.create', args: { id: PRAYER, title: 'Healing', details: 'for Mom' } },
        update({ forWhom: 'Mom' }),
        update({ status: 'answered', answeredAt: '2099-01-02', testimony: 'Healed' }),
        update({ status: 'active' }),
        { name: 'prayer.create', args: { id: other, title: 'Gone' } },
        { name: 'prayer.delete', args: { id: other } },
        { ...entry(ENTRY), args: { ...entry(ENTRY).args, prayedFor: [{ id: PRAYER, title: 'Healing' }] } },
      ];
    },
    expect: (rows, { PRAYER, ENTRY }) => {
      expect(row(rows, `prayers:${PRAYER}`)).toMatchObject({
        title: 'Healing',
        details: 'for Mom',
        forWhom: 'Mom',
        status: 'active',
        answeredAt: null,
        testimony: 'Healed',
      });
      expect(row(rows, `entries:${ENTRY}`)).toMatchObject({ prayedFor: [{ id: PRAYER, title: 'Healing' }] });
    },
  },
  {
    name: 'a reading plan: ticks once per day, an untick, catch up and its clearing, stop; a tick of a deleted plan is kept',
    steps: ({ PLAN }) => {
      const mark = (day: number, read: boolean, readOn: string, planId = PLAN) => ({
        name: 'readingProgress.mark' as const,
        args: { planId, day, read, readOn },
      });
      const update = (changes: Record<string, unknown>) => ({
        name: 'readingPlan.update' as const,
        args: { id: PLAN, changes },
      });
      const other = uuidv7();
      return <Step[]>[
        { name: 'readingPlan.start', args: { id: PLAN, planKey: 'gospels-30', startDate: '2099-01-01' } },
        mark(1, true, '2099-01-01'),
        mark(1, true, '2099-01-02'),
        mark(2, true, '2099-01-02'),
        mark(2, false, '2099-01-02'),
        update({ catchUpFrom: '2099-01-05', catchUpDays: [2, 3] }),
        update({ catchUpFrom: null }),
        update({ status: 'stopped' }),
        {
          name: 'readingPlan.start',
          args: {
            id: other,
            planKey: 'custom',
            customBooks: ['Ruth'],
            customDays: 4,
            startDate: '2099-01-01',
          },
        },
        { name: 'readingPlan.delete', args: { id: other } },
        mark(1, true, '2099-01-03', other),
      ];
    },
    expect: (rows, { PLAN }) => {
      expect(row(rows, `readingPlans:${PLAN}`)).toMatchObject({
        catchUpFrom: null,
        catchUpDays: [],
        status: 'stopped',
      });
      const progress = Object.entries(rows).filter(([key]) => key.startsWith('readingProgress:'));
      const shown = progress.map(([, r]) => (r === 'deleted' ? r : [r.day, r.readOn]));
      expect(shown).toHaveLength(3);
      expect(shown).toEqual(expect.arrayContaining([[1, '2099-01-01'], 'deleted', [1, '2099-01-03']]));
    },
  },
  {
    name: 'study marks: a highlight recoloured, removed and made again; a bookmark; a note edited, another deleted',
    steps: ({ HIGHLIGHT, BOOKMARK, NOTE }) => {
      const john316 = { book: 'John', chapter: 3, verse: 16 };
      const other = uuidv7();
      const note = (id: string, text: string) => ({
        name: 'note.create' as const,
        args: { id, book: 'John', chapter: 3, verseStart: 16, verseEnd: 18, text },
      });
      return <Step[]>[
        { name: 'highlight.set', args: { id: HIGHLIGHT, ...john316, colour: 'yellow' } },
        { name: 'highlight.set', args: { id: HIGHLIGHT, ...john316, colour: 'blue' } },
        { name: 'highlight.set', args: { id: HIGHLIGHT, ...john316, colour: 'blue' } },
        { name: 'highlight.delete', args: { id: HIGHLIGHT } },
        { name: 'highlight.set', args: { id: HIGHLIGHT, ...john316, colour: 'pink' } },
        { name: 'bookmark.set', args: { id: BOOKMARK, ...john316 } },
        { name: 'bookmark.set', args: { id: BOOKMARK, ...john316 } },
        note(NOTE, 'For God so loved'),
        {
          name: 'note.update',
          args: { id: NOTE, changes: { text: 'the world' }, base: { text: 'For God so loved' } },
        },
        note(other, 'Gone'),
        { name: 'note.delete', args: { id: other } },
        { name: 'note.create', args: { ...note(uuidv7(), 'Nowhere').args, chapter: 99 }, refused: 400 },
      ];
    },
    expect: (rows, { HIGHLIGHT, BOOKMARK, NOTE }) => {
      expect(row(rows, `highlights:${HIGHLIGHT}`)).toMatchObject({ verse: 16, colour: 'pink' });
      expect(row(rows, `bookmarks:${BOOKMARK}`)).toMatchObject({ book: 'John', verse: 16 });
      expect(row(rows, `notes:${NOTE}`)).toMatchObject({ verseStart: 16, verseEnd: 18, text: 'the world' });
      expect(keys(rows, 'notes')).toHaveLength(2);
    },
  },
  {
    name: "a free member's second goal is refused",
    steps: ({ GOAL }) => [goal(GOAL), { ...goal(uuidv7(), 'Second goal'), refused: 403 }],
    expect: (rows, { GOAL }) => expect(keys(rows, 'goals')).toEqual([`goals:${GOAL}`]),
  },
];
