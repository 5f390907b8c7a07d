import { describe, expect, it } from 'vitest';
import { makeSeriesProgress } from '../../test/factories';
import { addActions, completeDayPayload, dayActionSteps } from './day-plan';
import {
  activeSeries,
  dayLabel,
  opensLabel,
  progressPercent,
  replaceQuestion,
  seriesToReplace,
  topicStatus,
} from './series-rules';

const progress = makeSeriesProgress;

describe('series progress', () => {
  it('counts completed days of the 7 as a rounded percent', () => {
    expect(progressPercent(progress())).toBe(0);
    expect(progressPercent(progress({ completedDays: [1] }))).toBe(14);
    expect(progressPercent(progress({ completedDays: [1, 2, 3] }))).toBe(43);
    expect(progressPercent(progress({ completedDays: [1, 1, 2] }))).toBe(29);
    expect(progressPercent(progress({ isCompleted: true, completedDays: [1, 2] }))).toBe(100);
  });

  it("labels the day, finds the active series and each topic's button", () => {
    expect(dayLabel(2)).toBe('Day 2 of 7');
    const list = [
      progress({ id: 1, seriesTopicId: 1, isActive: false }),
      progress({ id: 2, seriesTopicId: 2, isActive: true }),
      progress({ id: 3, seriesTopicId: 3, isActive: false, isCompleted: true }),
    ];
    expect(activeSeries(list)?.id).toBe(2);
    expect(activeSeries([progress({ isCompleted: true })])).toBeUndefined();
    expect(topicStatus({ id: 1 }, list)).toBe('enrolled');
    expect(topicStatus({ id: 3 }, list)).toBe('completed');
    expect(topicStatus({ id: 9 }, list)).toBe('new');
  });
});

describe('series day plan', () => {
  it('keeps actions unique, non-empty and at most 20', () => {
    expect(addActions(['Pray'], [' pray ', '', 'Walk', 'Walk'])).toEqual(['Pray', 'Walk']);
    const many = Array.from({ length: 25 }, (_, i) => `Step ${i}`);
    expect(addActions([], many)).toHaveLength(20);
  });

  it('saves the named priorities with their actions, the challenges and the prayer', () => {
    const actions = [['Call Mum'], ['Ignored: no priority'], []];
    expect(dayActionSteps(['Family', '', 'Work'], actions)).toEqual([
      { priority: 'Family', actions: ['Call Mum'] },
    ]);
    expect(
      completeDayPayload(
        { priority1: ' Family ', priority2: '', priority3: 'Work', challenges: '  ' },
        actions,
        ' Lord, guide me. ',
      ),
    ).toEqual({
      priorities: ['Family', 'Work'],
      actionSteps: [{ priority: 'Family', actions: ['Call Mum'] }],
      challenges: 'No specific challenges identified.',
      encouragement: 'Lord, guide me.',
    });
  });
});

describe('series pacing and replacing', () => {
  it("says 'Day N opens tomorrow' only while the server gives an opening date", () => {
    expect(opensLabel(progress({ currentDay: 3, currentDayOpensOn: '2026-03-04' }))).toBe(
      'Day 3 opens tomorrow',
    );
    expect(opensLabel(progress({ currentDay: 3, currentDayOpensOn: null }))).toBeNull();
    expect(opensLabel(progress({ isCompleted: true, currentDayOpensOn: '2026-03-04' }))).toBeNull();
  });

  it('asks before replacing an active, unfinished series other than the one started', () => {
    const faith = progress({
      seriesTopicId: 1,
      currentDay: 3,
      seriesTopic: { title: 'Faith Foundations', description: '' },
    });
    expect(seriesToReplace([faith], 2)).toBe(faith);
    expect(seriesToReplace([faith], 1)).toBeUndefined();
    expect(seriesToReplace([{ ...faith, isCompleted: true }], 2)).toBeUndefined();
    expect(seriesToReplace([{ ...faith, isActive: false }], 2)).toBeUndefined();
    expect(replaceQuestion(faith, 'Hope')).toBe(
      "You're on day 3 of 'Faith Foundations'. Start 'Hope' instead? Your place in 'Faith Foundations' is kept.",
    );
  });
});
