import { useLingui } from '@lingui/react/macro';
import type { Task, TaskUpdateBody } from '@reign/contract';
import { useMemo } from 'react';
import { useMutations } from '../../data';
import { showFailure, showToast } from '../../ui/toast';

/** Task actions with their toasts, shared by My Tasks and the tasks under each goal. */
export function useTaskActions() {
  const { t } = useLingui();
  const { completeTask, uncompleteTask, updateTask, deleteTask } = useMutations();
  return useMemo(() => {
    const updateFailed = (err: unknown) =>
      showFailure(t`Error`, err, t`Failed to update task. Please try again.`);
    return {
      /** Complete ('Task Completed! 🎉') or reopen a task; answers whether it worked. */
      async toggleTask(task: Pick<Task, 'id'>, done: boolean): Promise<boolean> {
        try {
          if (done) {
            await completeTask(task.id);
            showToast({
              title: t`Task Completed! 🎉`,
              message: t`Well done. Keep going!`,
              variant: 'success',
            });
          } else {
            await uncompleteTask(task.id);
            showToast({ title: t`Task Updated`, message: t`The task is open again.`, variant: 'success' });
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
          showToast({
            title: t`Task Updated`,
            message: t`Your changes have been saved.`,
            variant: 'success',
          });
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
          showToast({ title: t`Task Deleted`, message: t`The task has been removed.`, variant: 'success' });
        } catch {
          showToast({
            title: t`Error`,
            message: t`Failed to delete task. Please try again.`,
            variant: 'error',
          });
        }
      },
    };
  }, [completeTask, uncompleteTask, updateTask, deleteTask, t]);
}
