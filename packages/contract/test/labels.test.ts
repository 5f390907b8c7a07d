import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as goalLabels from '../src/goal-labels';
import * as goals from '../src/goals';
import * as taskLabels from '../src/task-labels';
import * as tasks from '../src/tasks';

const src = join(import.meta.dirname, '../src');
const labelFiles = readdirSync(src).filter((f) => f.endsWith('-labels.ts'));

describe('the *-labels modules', () => {
  it('import nothing: a screen naming a category or showing a message builds no schema', () => {
    expect(labelFiles).toEqual(expect.arrayContaining(['goal-labels.ts', 'task-labels.ts']));
    for (const file of labelFiles) {
      expect(readFileSync(join(src, file), 'utf8'), file).not.toMatch(/^\s*import\s/m);
    }
  });

  it('are the values the schemas check against (goals.ts and tasks.ts export the same objects)', () => {
    expect(goals.GOAL_CATEGORIES).toBe(goalLabels.GOAL_CATEGORIES);
    expect(goals.goalMessages).toBe(goalLabels.goalMessages);
    expect(tasks.TASK_FORM_CATEGORIES).toBe(taskLabels.TASK_FORM_CATEGORIES);
    expect(tasks.taskMessages).toBe(taskLabels.taskMessages);
    expect(goals.goalForm.safeParse({ title: '' }).success).toBe(false);
  });
});
