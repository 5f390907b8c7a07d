import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Goal, type Task, type TaskFormValues, taskForm } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useGoals, useMutations } from '../../data';
import { showToast } from '../../ui/toast';
import { TASK_CATEGORY_OPTIONS, TASK_PRIORITY_OPTIONS, toFormCategory } from './task-format';

type TaskFormOutput = z.output<typeof taskForm>;

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
      scheduledDate: centralDate(),
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
    scheduledDate: task.scheduledDate ?? centralDate(),
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
  const editing = Boolean(task);
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues, unknown, TaskFormOutput>({
    resolver: zodResolver(taskForm),
    defaultValues: defaultsFor(task, goals),
  });

  // Each opening starts from the task being edited, or from a fresh form dated today.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens or the task changes
  useEffect(() => {
    if (opened) reset(defaultsFor(task, goals));
  }, [opened, task?.id, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (task) {
        await updateTask(task.id, values);
        showToast({ title: 'Task Updated', message: 'Your changes have been saved.', variant: 'success' });
      } else {
        await createTask(values);
        showToast({ title: 'Task Created', message: 'Your new task has been added.', variant: 'success' });
      }
      onClose();
    } catch {
      showToast({
        title: 'Error',
        message: task
          ? 'Failed to update task. Please try again.'
          : 'Failed to create task. Please try again.',
        variant: 'error',
      });
    }
  });

  const goalOptions = [
    { value: '', label: 'No goal' },
    ...(goals ?? []).map((goal) => ({ value: goal.id, label: goal.title })),
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Task' : 'New Task'}
      size="lg"
      fullScreen={isPhone}
      centered
    >
      <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit task' : 'New task'}>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            data-autofocus
            error={errors.title?.message}
            {...register('title')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            error={errors.description?.message}
            {...register('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <NativeSelect
                  label="Category"
                  data={TASK_CATEGORY_OPTIONS}
                  error={errors.category?.message}
                  {...field}
                />
              )}
            />
            <Controller
              control={control}
              name="priority"
              render={({ field: { value, onChange, ...field } }) => (
                <NativeSelect
                  label="Priority"
                  data={TASK_PRIORITY_OPTIONS}
                  error={errors.priority?.message}
                  value={String(value ?? 3)}
                  onChange={(event) => onChange(Number(event.currentTarget.value))}
                  {...field}
                />
              )}
            />
            <TextInput
              type="date"
              label="Scheduled date"
              required
              error={errors.scheduledDate?.message}
              {...register('scheduledDate')}
            />
            <Controller
              control={control}
              name="dueDate"
              render={({ field: { value, onChange, ...field } }) => (
                <TextInput
                  type="date"
                  label="Due date"
                  error={errors.dueDate?.message}
                  value={value ?? ''}
                  onChange={(event) => onChange(event.currentTarget.value || null)}
                  {...field}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="goalId"
            render={({ field: { value, onChange, ...field } }) => (
              <NativeSelect
                label="Goal"
                description="Optional: link this task to one of your goals"
                data={goalOptions}
                error={errors.goalId?.message}
                value={value ?? ''}
                onChange={(event) => onChange(event.currentTarget.value || null)}
                {...field}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {editing ? 'Save Changes' : 'Create Task'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
