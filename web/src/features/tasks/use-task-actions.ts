import type { Task, TaskUpdateBody } from '@reign/contract';
import { useMemo } from 'react';
import { useMutations } from '../../data';
import { showFailure, showToast } from '../../ui/toast';

const updateFailed = (err: unknown) => showFailure('Error', err, 'Failed to update task. Please try again.');

/** Task actions with their toasts, shared by My Tasks and the tasks under each goal. */
export function useTaskActions() {
  const { completeTask, uncompleteTask, updateTask, deleteTask } = useMutations();
  return useMemo(
    () => ({
      /** Complete ('Task Completed! 🎉') or reopen a task; answers whether it worked. */
      async toggleTask(task: Pick<Task, 'id'>, done: boolean): Promise<boolean> {
        try {
          if (done) {
            await completeTask(task.id);
            showToast({ title: 'Task Completed! 🎉', message: 'Well done. Keep going!', variant: 'success' });
          } else {
            await uncompleteTask(task.id);
            showToast({ title: 'Task Updated', message: 'The task is open again.', variant: 'success' });
          }
          return true;
        } catch (err) {
          updateFailed(err);
          return false;
        }
      },
      /** Saves changes ('Task Updated'); answers whether it worked. */
      async saveTask(id: string, changes: TaskUpdateBody): Promise<boolean> {
        try {
          await updateTask(id, changes);
          showToast({ title: 'Task Updated', message: 'Your changes have been saved.', variant: 'success' });
          return true;
        } catch (err) {
          updateFailed(err);
          return false;
        }
      },
      /** Deletes ('Task Deleted'). */
      async removeTask(task: Pick<Task, 'id'>): Promise<void> {
        try {
          await deleteTask(task.id);
          showToast({ title: 'Task Deleted', message: 'The task has been removed.', variant: 'success' });
        } catch {
          showToast({
            title: 'Error',
            message: 'Failed to delete task. Please try again.',
            variant: 'error',
          });
        }
      },
    }),
    [completeTask, uncompleteTask, updateTask, deleteTask],
  );
}
