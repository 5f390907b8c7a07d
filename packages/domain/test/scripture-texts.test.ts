import { describe, expect, it } from 'vitest';
import {
  bookNamed,
  fallbackActionSteps,
  fallbackGoalTasks,
  fallbackPrayer,
  goalSuggestionCategory,
  SUGGESTIONS,
  scriptureActionSteps,
  scripturePrayer,
} from '../src';

const cast = { reference: 'Psalms 55:22', text: 'Cast your burden on Yahweh and he will sustain you.' };
const commit = {
  reference: 'Proverbs 16:3',
  text: 'Commit your deeds to Yahweh, and your plans shall succeed.',
};

describe('built-in texts quoting Scripture (issue 36)', () => {
  it('puts one verse with its reference in each action step', () => {
    const steps = scriptureActionSteps('Worry less about money', [cast, commit]);
    const plain = fallbackActionSteps('Worry less about money');
    expect(steps).toEqual([
      `${plain[0]} — “${cast.text}” (Psalms 55:22)`,
      `${plain[1]} — “${commit.text}” (Proverbs 16:3)`,
    ]);
    expect(scriptureActionSteps('Worry less about money', [])).toEqual(plain);
  });

  it('leaves the quote out of a step it would make longer than a plan keeps', () => {
    const long = `Fix ${'x'.repeat(400)}`;
    const steps = scriptureActionSteps(long, [cast, commit]);
    expect(steps).toEqual(fallbackActionSteps(long));
    for (const step of steps) expect(step.length).toBeLessThanOrEqual(500);
    expect(scriptureActionSteps(`Fix ${'x'.repeat(300)}`, [cast, commit])[0]).toContain('Psalms 55:22');
  });

  it('puts one verse in each prayer line, before the Amen, still naming the prayer requests', () => {
    const input = { priorities: ['Family'], actionSteps: [], challenges: 'worry', prayerRequests: ['Anna'] };
    const prayer = scripturePrayer(input, [cast, commit], () => 0);
    expect(prayer).toContain(`Your word says: “${cast.text}” (Psalms 55:22).`);
    expect(prayer).toContain(`Your word says: “${commit.text}” (Proverbs 16:3).`);
    expect(prayer.indexOf('Psalms 55:22')).toBeLessThan(prayer.indexOf('Proverbs 16:3'));
    expect(prayer).toMatch(/Anna\. In Jesus’ name, Amen\.$/);
    expect(scripturePrayer(input, [], () => 0)).toBe(fallbackPrayer(input, () => 0));
  });
});

describe('built-in tasks for a reading goal (issue 36)', () => {
  it('gives reading tasks naming the book, whatever else the goal says', () => {
    const goal = { title: 'Read the Gospel of John', description: 'less anxious', category: 'spiritual' };
    expect(goalSuggestionCategory(goal)).toBe('reading');
    expect(bookNamed(goal.title)).toBe('John');
    expect(bookNamed('Pray through a Psalm a day')).toBe('Psalms');
    for (let seed = 0; seed < 10; seed++) {
      const tasks = fallbackGoalTasks(goal, '2026-11-25', '2027-01-31', () => seed / 10);
      expect(tasks).toHaveLength(3);
      for (const t of tasks) {
        expect(t.title).toContain('John');
        expect(t.title).not.toMatch(/anxious|surrender/i);
      }
    }
    const plan = fallbackGoalTasks(
      { title: 'Read the Bible in a year', description: null },
      '2026-11-25',
      '2027-11-25',
      () => 0,
    );
    for (const t of plan) expect(SUGGESTIONS.reading).toContain(t.title);
  });
});
