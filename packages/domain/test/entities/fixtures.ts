import type { GoalInput, TaskInput } from '../../src';

/** Three write times, an hour apart. */
export const T0 = '2026-03-01T10:00:00.000Z';
export const T1 = '2026-03-01T11:00:00.000Z';
export const T2 = '2026-03-01T12:00:00.000Z';

export const GOAL_ID = '0190f3a2-0000-7abc-8def-000000000001';

export const goalInput: GoalInput = {
  id: GOAL_ID,
  title: 'Read the Bible',
  description: 'A chapter a day',
  category: 'spiritual',
  season: 'year-round',
  priority: 2,
  targetDate: '2026-12-31',
};

export const taskInput: TaskInput = {
  id: '0190f3a2-0000-7abc-8def-0000000000a1',
  goalId: GOAL_ID,
  title: 'Pray',
  description: 'Ten minutes',
  category: 'spiritual',
  priority: 2,
  scheduledDate: '2026-03-01',
  dueDate: '2026-03-05',
  estimatedMinutes: 10,
  aiSuggested: true,
  reasoning: 'Helps the goal',
};
