// The goals module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { goalRows } from './goal-repository';
export { allGoals, createGoal, deleteGoal, type GoalTasks, listGoals, updateGoal } from './goal-service';
export { default as goalRoutes } from './routes';
