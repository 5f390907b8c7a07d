import { describe, expect, it } from 'vitest';
import {
  cleanReflection,
  fallbackActionSteps,
  fallbackPrayer,
  fallbackReflection,
  isFailedActionSteps,
  isFailedPrayer,
  isFailedReflection,
  isUsableReflection,
  pickSuggestions,
  reflectionKind,
  SUGGESTIONS,
  suggestionCategory,
} from '../src';

describe('built-in reflections', () => {
  it.each([
    ['Psalm 23:1', 'psalms', /The Psalms give words/],
    ['Proverbs 3:5-6', 'proverbs', /Proverbs is wisdom/],
    ['John 3:16', 'gospels', /we meet Jesus up close/],
    ['Mark 1:35', 'gospels', /we meet Jesus up close/],
    ['Romans 8:28', 'pauline', /letter written to real believers/],
    ['2 Timothy 1:7', 'pauline', /letter written to real believers/],
    ['Isaiah 40:31', 'generic', /Today's verse, Isaiah 40:31,/],
    ['Hebrews 11:1', 'generic', /Hebrews 11:1/],
  ])('%s gets the %s reflection', (reference, kind, text) => {
    expect(reflectionKind(reference)).toBe(kind);
    const reflection = fallbackReflection(reference);
    expect(reflection).toMatch(text);
    expect(reflection.split('\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('names the reference in every reflection', () => {
    for (const ref of ['Psalm 121:8', 'Proverbs 16:3', 'Luke 6:31', 'Philippians 4:13', 'Joshua 1:9']) {
      expect(fallbackReflection(ref)).toContain(ref);
    }
  });
});

describe('cleaning server reflections', () => {
  it('removes surrounding quotes and unescapes newlines and quotes', () => {
    expect(cleanReflection('"First line.\\n\\nSecond \\"quoted\\" line."')).toBe(
      'First line.\n\nSecond "quoted" line.',
    );
    expect(cleanReflection('“Curly quoted”')).toBe('Curly quoted');
    expect(cleanReflection('  plain text  ')).toBe('plain text');
    expect(cleanReflection('"a"\n\n\n\n"b"')).toBe('a"\n\n"b');
  });

  it('uses a supplied reflection only when longer than 20 characters', () => {
    expect(isUsableReflection('x'.repeat(20))).toBe(false);
    expect(isUsableReflection('x'.repeat(21))).toBe(true);
    expect(isUsableReflection(null)).toBe(false);
  });
});

describe('built-in action steps', () => {
  it.each([
    ['Finish the work project', /work task/],
    ['Quality time with family', /family/],
    ['Better health', /walk/],
    ['Deeper prayer life', /pray about this/],
    ['Get my finances in order', /spending/],
  ])('"%s" gets two steps of its kind', (priority, text) => {
    const steps = fallbackActionSteps(priority);
    expect(steps).toHaveLength(2);
    expect(steps.join(' ')).toMatch(text);
  });

  it('gives the two generic steps otherwise: smaller steps, and prayer time', () => {
    const steps = fallbackActionSteps('Fix the garden fence');
    expect(steps[0]).toMatch(/Break "Fix the garden fence" into smaller steps/);
    expect(steps[1]).toMatch(/pray about "Fix the garden fence"/);
  });
});

describe('goal-wizard suggestions', () => {
  it('has 10 suggestions in each of the eight sets (reading added by issue 36)', () => {
    expect(Object.keys(SUGGESTIONS).sort()).toEqual(
      ['finance', 'generic', 'health', 'home', 'reading', 'relationships', 'spiritual', 'work'].sort(),
    );
    for (const set of Object.values(SUGGESTIONS)) {
      expect(set).toHaveLength(10);
      expect(new Set(set).size).toBe(10);
    }
  });

  it('chooses the set by keyword and picks two different ones', () => {
    expect(suggestionCategory('Pay off debt')).toBe('finance');
    expect(suggestionCategory('Declutter the house')).toBe('home');
    expect(suggestionCategory('Run a marathon')).toBe('health');
    expect(suggestionCategory('Learn Spanish')).toBe('generic');
    const picked = pickSuggestions('Grow my career', 2, () => 0.5);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    for (const p of picked) expect(SUGGESTIONS.work).toContain(p);
  });
});

describe('built-in prayers', () => {
  it('names the first priority (and the others) when there is one', () => {
    const prayer = fallbackPrayer({
      priorities: ['My family', 'Work', 'Rest'],
      actionSteps: [],
      challenges: '',
    });
    expect(prayer).toMatch(/my first priority, My family, together with Work and Rest/);
    expect(prayer).toMatch(/Amen\.$/);
  });

  it('names the first action when there is no priority', () => {
    const prayer = fallbackPrayer({
      priorities: [''],
      actionSteps: [{ priority: '', actions: ['Call my brother'] }],
      challenges: '',
    });
    expect(prayer).toMatch(/begin with this step: Call my brother/);
  });

  it.each([
    ['I never have enough time', /time feels short/],
    ['Fear of failing', /fears and worries/],
    ['anxiety about the exam', /fears and worries/],
    ['So much worry', /fears and worries/],
    ['I feel overwhelmed', /too much/],
    ['There is too much to do', /too much/],
  ])('prays about the challenge "%s"', (challenges, text) => {
    expect(fallbackPrayer({ priorities: [], actionSteps: [], challenges })).toMatch(text);
  });

  it('falls back to one of four general prayers', () => {
    const prayers = new Set(
      [0, 0.3, 0.6, 0.9].map((r) =>
        fallbackPrayer({ priorities: [], actionSteps: [], challenges: '' }, () => r),
      ),
    );
    expect(prayers.size).toBe(4);
  });
});

describe('failure rules', () => {
  it('treats these generated results as failed', () => {
    expect(isFailedReflection("I couldn't generate a reflection for this verse.")).toBe(true);
    expect(isFailedReflection('Unable to generate at this time')).toBe(true);
    expect(isFailedReflection('')).toBe(true);
    expect(isFailedReflection('A warm reflection.')).toBe(false);
    expect(isFailedActionSteps([])).toBe(true);
    expect(isFailedActionSteps(undefined)).toBe(true);
    expect(isFailedActionSteps(['Do this'])).toBe(false);
    expect(isFailedPrayer(undefined)).toBe(true);
    expect(isFailedPrayer("Sorry, I couldn't generate a prayer")).toBe(true);
    expect(isFailedPrayer('An error occurred')).toBe(true);
    expect(isFailedPrayer('Lord, guide me. Amen.')).toBe(false);
  });
});

describe('built-in goal tasks', () => {
  it("spreads the AI's due dates from today to the target date", async () => {
    const { spreadDueDates } = await import('../src');
    expect(spreadDueDates(3, '2026-11-21', '2026-11-30')).toEqual(['2026-11-24', '2026-11-27', '2026-11-30']);
    expect(spreadDueDates(2, '2026-11-21', '2026-11-01')).toEqual(['2026-11-21', '2026-11-21']);
  });

  it('gives built-in first steps due dates before the target, at most two weeks apart (issue 15)', async () => {
    const { firstStepDueDates, fallbackGoalTasks } = await import('../src');
    expect(firstStepDueDates(3, '2026-11-21', '2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
    ]);
    expect(firstStepDueDates(3, '2026-11-21', '2027-11-21')).toEqual([
      '2026-12-05',
      '2026-12-19',
      '2027-01-02',
    ]);
    expect(firstStepDueDates(2, '2026-11-21', '2026-11-01')).toEqual(['2026-11-21', '2026-11-21']);
    const tasks = fallbackGoalTasks(
      { title: 'Pay off debt', description: '' },
      '2026-11-21',
      '2026-12-21',
      () => 0,
    );
    expect(tasks).toHaveLength(3);
    expect(tasks.every((t) => t.dueDate < '2026-12-21')).toBe(true);
  });

  it('chooses the suggestion set from the goal title, category and description (issue 15)', async () => {
    const { goalSuggestionCategory, fallbackGoalTasks, SUGGESTIONS } = await import('../src');
    expect(
      goalSuggestionCategory({
        title: 'Strengthen my marriage',
        description: 'Pray together and grow closer to God',
        category: 'relationships',
      }),
    ).toBe('relationships');
    expect(
      goalSuggestionCategory({ title: 'Run a half marathon', description: '', category: 'health' }),
    ).toBe('health');
    expect(
      goalSuggestionCategory({ title: 'Learn Spanish', description: '', category: 'professional' }),
    ).toBe('work');
    expect(goalSuggestionCategory({ title: 'Learn Spanish', description: '', category: 'personal' })).toBe(
      'generic',
    );
    const tasks = fallbackGoalTasks(
      { title: 'Strengthen my marriage', description: 'with God at the centre', category: 'relationships' },
      '2026-11-21',
      '2027-06-01',
    );
    for (const t of tasks) expect(SUGGESTIONS.relationships).toContain(t.title);
  });

  it('varies priority and minutes as the suggestion warrants', async () => {
    const { fallbackGoalTasks, suggestionMinutes } = await import('../src');
    expect(suggestionMinutes('Take a 20-minute walk and pray')).toBe(20);
    expect(suggestionMinutes('Block 90 minutes of focused time')).toBe(90);
    expect(suggestionMinutes('Call or message someone')).toBe(15);
    const tasks = fallbackGoalTasks(
      { title: 'Get fit', description: '' },
      '2026-11-21',
      '2027-01-01',
      () => 0,
    );
    expect(tasks.map((t) => t.priority)).toEqual([4, 3, 2]);
  });
});
