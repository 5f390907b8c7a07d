import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Goal, type Task, type TaskFormValues, taskForm, taskFormEmpty } from '@reign/contract';
import { formValuesOf } from '@reign/contract/entity-fields';
import { Controller } from 'react-hook-form';
import { serverToday } from '../../api';
import { useGoals, useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { fieldError, SelectField, textField } from '../../ui/form-fields';
import { taskCategoryOptions, taskPriorityOptions, toFormCategory } from './task-format';

export interface TaskDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The task to edit; without it the dialog creates a new task. */
  task?: Task | null;
}

/**
 * The form filled from the task (every field of the form, named once: the contract's
 * taskFormEmpty), or empty for today; a goal deleted meanwhile is left out.
 */
function defaultsFor(task: Task | null | undefined, goals: readonly Goal[] | undefined): TaskFormValues {
  const values = formValuesOf({ ...taskFormEmpty, scheduledDate: serverToday() }, task);
  if (!task) return values;
  const goalExists = task.goalId !== null && (goals ?? []).some((g) => g.id === task.goalId);
  return { ...values, category: toFormCategory(task.category), goalId: goalExists ? task.goalId : null };
}

/**
 * New Task and Edit Task (spec part 1 section 5, task form): title and scheduled date required
 * (scheduled date defaults to today in Central time), priority 3 by default with the task labels,
 * the standalone categories, an optional due date and an optional goal.
 */
export function TaskDialog({ opened, onClose, task }: TaskDialogProps) {
  const { t, i18n } = useLingui();
  const goals = useGoals();
  const { createTask, updateTask } = useMutations();
  const dialogForm = useEditDialogForm(taskForm, task, defaultsFor(task, goals), {
    create: createTask,
    update: updateTask,
  });
  const { form } = dialogForm;
  const goalOptions = [
    { value: '', label: t`No goal` },
    ...(goals ?? []).map((goal) => ({ value: goal.id, label: goal.title })),
  ];

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={task ? t`Edit Task` : t`New Task`}
      label={task ? t`Edit task` : t`New task`}
      size="lg"
      centeredFullScreenOnPhone
      {...dialogForm}
      submitLabel={task ? t`Save Changes` : t`Create Task`}
      success={() =>
        task
          ? { title: t`Task Updated`, message: t`Your changes have been saved.` }
          : { title: t`Task Created`, message: t`Your new task has been added.` }
      }
      failureTitle={t`Error`}
      failureMessage={
        task ? t`Failed to update task. Please try again.` : t`Failed to create task. Please try again.`
      }
    >
      <TextInput label={t`Title`} required data-autofocus {...textField(form, 'title')} />
      <Textarea label={t`Description`} autosize minRows={2} maxRows={6} {...textField(form, 'description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SelectField form={form} name="category" label={t`Category`} data={taskCategoryOptions(i18n)} />
        <SelectField
          form={form}
          name="priority"
          label={t`Priority`}
          data={taskPriorityOptions(i18n)}
          as="number"
        />
        <TextInput type="date" label={t`Scheduled date`} required {...textField(form, 'scheduledDate')} />
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field: { value, onChange, ...field } }) => (
            <TextInput
              type="date"
              label={t`Due date`}
              error={fieldError(form, 'dueDate')}
              value={value ?? ''}
              onChange={(event) => onChange(event.currentTarget.value || null)}
              {...field}
            />
          )}
        />
      </SimpleGrid>
      <SelectField
        form={form}
        name="goalId"
        label={t`Goal`}
        description={t`Optional: link this task to one of your goals`}
        data={goalOptions}
        as="nullable"
      />
    </FormDialog>
  );
}
