// The tasks module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { goalTasks } from './goal-tasks';
export { default as taskRoutes } from './routes';
export { taskRows } from './task-repository';
export { allTasks, createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-service';
