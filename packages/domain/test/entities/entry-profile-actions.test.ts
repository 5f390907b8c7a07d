import { describe, expect, it } from 'vitest';
import {
  actionMarks,
  completionAfterMark,
  DEFAULT_PROFILE,
  type EntryInput,
  entryAfterCreate,
  newEntry,
  profileAfterSave,
} from '../../src';
import { T0, T1, T2 } from './fixtures';

const ENTRY_ID = '0190f3a2-0000-7abc-8def-0000000000e1';
const COMPLETION_ID = '6a0b1c2d-0000-5abc-8def-0000000000c1';

const entry: EntryInput = {
  id: ENTRY_ID,
  date: '2026-03-01',
  verse: 'In the beginning...',
  verseReference: 'Genesis 1:1',
  priorities: ['Family'],
  actionSteps: [{ priority: 'Family', actions: ['Call mom'] }],
  challenges: 'Busy day',
  encouragement: 'Keep going',
};

describe('entry', () => {
  it('a save makes the plan, stamped with the time; reflection and translation null when none', () => {
    expect(newEntry(entry, T0)).toEqual({
      ...entry,
      verseReflection: null,
      verseTranslation: null,
      createdAt: T0,
      updatedAt: T0,
      deleted: false,
    });
  });

  it('keeps the translation the verse was shown in, and a save in another one is a change (issue 51)', () => {
    const spanish = { ...entry, verse: 'En el principio...', verseTranslation: 'rv1909' as const };
    const stored = newEntry(spanish, T0);
    expect(stored.verseTranslation).toBe('rv1909');
    expect(entryAfterCreate(stored, spanish, T1)).toBeNull();
    expect(entryAfterCreate(stored, { ...spanish, verseTranslation: 'kjv' }, T1)?.verseTranslation).toBe(
      'kjv',
    );
  });

  it('one plan a day: a save over a stored plan updates it, keeping id, date and creation time', () => {
    expect(entryAfterCreate(undefined, entry, T0)).toEqual(newEntry(entry, T0));
    const stored = newEntry(entry, T0);
    expect(entryAfterCreate(stored, { ...entry }, T1)).toBeNull();
    const other = { ...entry, id: '0190f5d2-7c1a-7000-8000-0000000000ff', date: '2030-01-01' };
    expect(entryAfterCreate(stored, { ...other, verse: 'Other' }, T1)).toEqual({
      ...stored,
      verse: 'Other',
      updatedAt: T1,
    });
    const prayedFor = [{ id: '0190f5d2-7c1a-7000-8000-0000000000aa', title: 'Mom’s surgery' }];
    expect(entryAfterCreate(stored, { ...entry, prayedFor }, T1)).toEqual({
      ...stored,
      prayedFor,
      updatedAt: T1,
    });
  });
});

describe('daily-action completions', () => {
  const save = {
    entryId: ENTRY_ID,
    date: '2026-03-01',
    actions: [
      { text: 'Call mom', priority: 'Family', isCompleted: true },
      { text: 'Read', priority: 'Faith', isCompleted: false },
    ],
  };

  it('a save is one mark per action, in order', () => {
    expect(actionMarks(save)).toEqual([
      { entryId: ENTRY_ID, date: '2026-03-01', text: 'Call mom', priority: 'Family', isCompleted: true },
      { entryId: ENTRY_ID, date: '2026-03-01', text: 'Read', priority: 'Faith', isCompleted: false },
    ]);
  });

  it('checking keeps the first time, unchecking clears it, and the stored id stays', () => {
    const [check, uncheck] = actionMarks(save);
    if (!check || !uncheck) throw new Error('two marks expected');
    const first = completionAfterMark(undefined, COMPLETION_ID, check, T0);
    expect(first).toEqual({
      id: COMPLETION_ID,
      entryId: ENTRY_ID,
      actionText: 'Call mom',
      priority: 'Family',
      isCompleted: true,
      completedAt: T0,
      date: '2026-03-01',
      deleted: false,
    });
    expect(completionAfterMark(first, 'another-id', check, T1)).toEqual(first);
    const off = completionAfterMark(first, COMPLETION_ID, { ...check, isCompleted: false }, T2);
    expect(off).toMatchObject({ isCompleted: false, completedAt: null });
    expect(completionAfterMark(undefined, COMPLETION_ID, uncheck, T0)).toMatchObject({ completedAt: null });
  });

  it('a mark brings a deleted row back, keeping its first completion time', () => {
    const [check] = actionMarks(save);
    if (!check) throw new Error('a mark expected');
    const gone = { ...completionAfterMark(undefined, COMPLETION_ID, check, T0), deleted: true };
    expect(completionAfterMark(gone, COMPLETION_ID, check, T1)).toMatchObject({
      deleted: false,
      completedAt: T0,
    });
  });
});

describe('profile', () => {
  const form = {
    bio: 'Hello',
    currentFocus: null,
    spiritualMaturity: 'mature' as const,
    preferredMeetingTime: 'Morning',
    goals: null,
  };

  it('a first save fills the defaults with the form and stamps the time', () => {
    // the form does not name a translation: none is chosen (the language's own is shown)
    expect(profileAfterSave(undefined, form, T0)).toEqual({
      ...form,
      bibleTranslation: null,
      timeZone: null,
      language: null,
      updatedAt: T0,
    });
  });

  it('a save replaces every field the form sends and keeps none of the stored row’s extras', () => {
    const stored = { ...profileAfterSave(undefined, form, T0), id: 'profile', version: 3 };
    const next = profileAfterSave(stored, { ...form, bio: null, spiritualMaturity: 'leader' }, T1);
    expect(next).toEqual({
      ...form,
      bio: null,
      spiritualMaturity: 'leader',
      bibleTranslation: null,
      timeZone: null,
      language: null,
      updatedAt: T1,
    });
  });

  it('a save that does not name a translation keeps the stored one', () => {
    const stored = {
      ...profileAfterSave(undefined, { ...form, bibleTranslation: 'kjv' as const }, T0),
      id: 'p',
    };
    expect(profileAfterSave(stored, form, T1).bibleTranslation).toBe('kjv');
  });

  it('a language is kept until a change names another', () => {
    const stored = { ...profileAfterSave(undefined, { ...form, language: 'es' as const }, T0), id: 'p' };
    expect(profileAfterSave(stored, form, T1).language).toBe('es');
    expect(profileAfterSave(stored, { language: 'en' }, T1).language).toBe('en');
  });

  it('the defaults are the growing, empty profile that chose no translation', () => {
    const { spiritualMaturity, ...rest } = DEFAULT_PROFILE;
    // bibleTranslation and language null too: not chosen (the language's own, the browser's)
    expect(spiritualMaturity).toBe('growing');
    expect(Object.values(rest).every((value) => value === null)).toBe(true);
  });
});
