import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Goal, type Task, type TaskFormValues, taskForm } from '@reign/contract';
import { Controller } from 'react-hook-form';
import { serverToday } from '../../api';
import { useGoals, useMutations } from '../../data';
// not through data/index: it brings the form's schema resolver (zod), kept off the first load
import { useEditDialogForm } from '../../data/use-edit-dialog-form';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField, textField } from '../../ui/form-fields';
import { TASK_CATEGORY_OPTIONS, TASK_PRIORITY_OPTIONS, toFormCategory } from './task-format';

export interface TaskDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The task to edit; without it the dialog creates a new task. */
  task?: Task | null;
}

function defaultsFor(task: Task | null | undefined, goals: readonly Goal[] | undefined): TaskFormValues {
  if (!task) {
    return {
      title: '',
      description: '',
      category: 'personal',
      priority: 3,
      scheduledDate: serverToday(),
      dueDate: null,
      goalId: null,
    };
  }
  const goalExists = task.goalId !== null && (goals ?? []).some((g) => g.id === task.goalId);
  return {
    title: task.title,
    description: task.description ?? '',
    category: toFormCategory(task.category),
    priority: task.priority,
    scheduledDate: task.scheduledDate ?? serverToday(),
    dueDate: task.dueDate,
    goalId: goalExists ? task.goalId : null,
  };
}

/**
 * New Task and Edit Task (spec part 1 section 5, task form): title and scheduled date required
 * (scheduled date defaults to today in Central time), priority 3 by default with the task labels,
 * the standalone categories, an optional due date and an optional goal.
 */
export function TaskDialog({ opened, onClose, task }: TaskDialogProps) {
  const goals = useGoals();
  const { createTask, updateTask } = useMutations();
  const dialogForm = useEditDialogForm(taskForm, task, defaultsFor(task, goals), {
    create: createTask,
    update: updateTask,
  });
  const { form } = dialogForm;
  const goalOptions = [
    { value: '', label: 'No goal' },
    ...(goals ?? []).map((goal) => ({ value: goal.id, label: goal.title })),
  ];

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={task ? 'Edit Task' : 'New Task'}
      label={task ? 'Edit task' : 'New task'}
      size="lg"
      centeredFullScreenOnPhone
      {...dialogForm}
      submitLabel={task ? 'Save Changes' : 'Create Task'}
      success={() =>
        task
          ? { title: 'Task Updated', message: 'Your changes have been saved.' }
          : { title: 'Task Created', message: 'Your new task has been added.' }
      }
      failureTitle="Error"
      failureMessage={
        task ? 'Failed to update task. Please try again.' : 'Failed to create task. Please try again.'
      }
    >
      <TextInput label="Title" required data-autofocus {...textField(form, 'title')} />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...textField(form, 'description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SelectField form={form} name="category" label="Category" data={TASK_CATEGORY_OPTIONS} />
        <SelectField form={form} name="priority" label="Priority" data={TASK_PRIORITY_OPTIONS} as="number" />
        <TextInput type="date" label="Scheduled date" required {...textField(form, 'scheduledDate')} />
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field: { value, onChange, ...field } }) => (
            <TextInput
              type="date"
              label="Due date"
              error={form.formState.errors.dueDate?.message}
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
        label="Goal"
        description="Optional: link this task to one of your goals"
        data={goalOptions}
        as="nullable"
      />
    </FormDialog>
  );
}
