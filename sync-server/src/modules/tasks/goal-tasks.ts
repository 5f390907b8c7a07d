import type { GoalTasks } from '../goals';
import { lockTasksOfGoal, saveTaskTombstones } from './task-service';

/**
 * What a goal's delete needs of its tasks, handed to the goals module (`deleteGoal` takes it; app.ts
 * gives it to the goal routes, the sync push's handlers use it): tasks depend on goals, never the reverse.
 */
export const goalTasks: GoalTasks = { lock: lockTasksOfGoal, saveTombstones: saveTaskTombstones };
