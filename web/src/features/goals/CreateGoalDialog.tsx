import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Goal, type GoalFormValues, goalForm } from '@reign/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutations } from '../../data';
import { showToast } from '../../ui/toast';
import { emptyGoalValues, GoalFormFields } from './GoalFormFields';
import { useDelayedFlag } from './use-delayed-flag';

export interface CreateGoalDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new goal after it is saved (the dialog has closed by then). */
  onCreated?: (goal: Goal) => void;
}

/**
 * The create-goal dialog (spec part 1 'Create-goal dialog'), one component for My Goals and the
 * daily-plan wizard. It stays open when saving fails and closes with an empty form on success.
 */
export function CreateGoalDialog({ opened, onClose, onCreated }: CreateGoalDialogProps) {
  const { createGoal } = useMutations();
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  const form = useForm<GoalFormValues, unknown, z.output<typeof goalForm>>({
    resolver: zodResolver(goalForm),
    defaultValues: emptyGoalValues(),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const showOverlay = useDelayedFlag(isSubmitting, 300);

  const onSubmit = handleSubmit(async (values) => {
    let goal: Goal;
    try {
      goal = await createGoal(values);
    } catch {
      showToast({ title: 'Error', message: 'Failed to create goal. Please try again.', variant: 'error' });
      return;
    }
    showToast({
      title: 'Goal Created',
      message: 'Your new goal has been added successfully.',
      variant: 'success',
    });
    reset(emptyGoalValues());
    onClose();
    onCreated?.(goal);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create New Goal"
      size="lg"
      centered
      fullScreen={isPhone}
      closeOnClickOutside={!isSubmitting}
      closeOnEscape={!isSubmitting}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create goal" style={{ position: 'relative' }}>
        <LoadingOverlay
          visible={showOverlay}
          zIndex={10}
          overlayProps={{ blur: 2 }}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs" role="status">
                <Loader />
                <Text fw={600}>Creating Your Goal</Text>
              </Stack>
            ),
          }}
        />
        <Stack gap="lg">
          <GoalFormFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Create Goal
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
