import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Goal, type GoalFormValues, goalForm } from '@reign/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutations } from '../../data';
import { showToast } from '../../ui/toast';
import { emptyGoalValues, GoalFormFields } from './GoalFormFields';

export interface EditGoalDialogProps {
  opened: boolean;
  goal: Goal | null;
  onClose: () => void;
}

function valuesOf(goal: Goal | null): GoalFormValues {
  if (!goal) return emptyGoalValues();
  const { title, description, category, season, priority, targetDate } = goal;
  return { title, description, category, season, priority, targetDate };
}

/** Edit Goal: the create form, filled in with the goal; saves with 'Goal Updated'. */
export function EditGoalDialog({ opened, goal, onClose }: EditGoalDialogProps) {
  const { updateGoal } = useMutations();
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  const form = useForm<GoalFormValues, unknown, z.output<typeof goalForm>>({
    resolver: zodResolver(goalForm),
    defaultValues: valuesOf(goal),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the dialog opens or the goal changes
  useEffect(() => {
    if (opened) reset(valuesOf(goal));
  }, [opened, goal?.id, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!goal) return;
    try {
      await updateGoal(goal.id, values);
    } catch {
      showToast({ title: 'Error', message: 'Failed to update goal. Please try again.', variant: 'error' });
      return;
    }
    showToast({ title: 'Goal Updated', message: 'Your changes have been saved.', variant: 'success' });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Goal" size="lg" centered fullScreen={isPhone}>
      <form onSubmit={onSubmit} noValidate aria-label="Edit goal">
        <Stack gap="lg">
          <GoalFormFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
