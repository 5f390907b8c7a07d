import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { type Goal, type GoalFormValues, goalForm } from '@reign/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutations } from '../../data';
import { showToast } from '../../ui/toast';
import { usePhone } from '../../ui/use-phone';
import { emptyGoalValues, GoalFormFields } from './GoalFormFields';
import { type GoalTaskSuggestions, suggestGoalTasks } from './goal-tasks-api';
import { taskCount } from './review-tasks';
import { type ReviewOutcome, TaskReviewDialog } from './TaskReviewDialog';
import { useDelayedFlag } from './use-delayed-flag';

export interface CreateGoalDialogProps {
  opened: boolean;
  /** Called when the dialog is finished: cancelled, or the goal saved and its task review ended. */
  onClose: () => void;
  /**
   * Called with the new goal once its task review has ended (tasks accepted or not); the dialogs
   * have closed by then. The goal itself is saved (and visible in `useGoals()`) before the review.
   */
  onCreated?: (goal: Goal) => void;
  /** Show only the title and target date messages inline (the daily-plan wizard); others only mark the field. */
  compactErrors?: boolean;
}

interface Review extends GoalTaskSuggestions {
  goal: Goal;
}

/**
 * The create-goal dialog (spec part 1 'Create-goal dialog'), one component for My Goals and the
 * daily-plan wizard. Submitting saves the goal first (offline too), then asks for suggested tasks
 * ('Creating Your Goal', up to 30 s) and opens the task review. It stays open when saving fails and
 * is empty again for the next goal after a success.
 */
export function CreateGoalDialog({
  opened,
  onClose,
  onCreated,
  compactErrors = false,
}: CreateGoalDialogProps) {
  const { t, i18n } = useLingui();
  const { createGoal } = useMutations();
  const isPhone = usePhone();
  const [review, setReview] = useState<Review | null>(null);
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
      showToast({
        title: t`Error`,
        message: t`Failed to create goal. Please try again.`,
        variant: 'error',
      });
      return;
    }
    const suggestions = await suggestGoalTasks(goal);
    reset(emptyGoalValues());
    setReview({ goal, ...suggestions });
  });

  const finishReview = ({ created, outcome, afterFailure }: ReviewOutcome) => {
    const goal = review?.goal;
    setReview(null);
    const tasks = taskCount(created, i18n);
    if (created === 0) {
      showToast({
        title: t`Goal Created`,
        message: t`Your new goal has been added successfully.`,
        variant: 'success',
      });
    } else if (outcome === 'accepted' && !afterFailure) {
      showToast({
        title: t`Goal Created Successfully!`,
        message: t`Your goal was created with ${tasks}.`,
        variant: 'success',
      });
    } else {
      // Some tasks were saved on an earlier, failed attempt: name what was added in the end.
      showToast({
        title: t`Tasks Created`,
        message: t`Your goal was created with ${tasks}.`,
        variant: 'success',
      });
    }
    onClose();
    if (goal) onCreated?.(goal);
  };

  return (
    <>
      <Modal
        opened={opened && review === null}
        onClose={onClose}
        title={t`Create New Goal`}
        size="lg"
        centered
        fullScreen={isPhone}
        closeOnClickOutside={!isSubmitting}
        closeOnEscape={!isSubmitting}
        withCloseButton={!isSubmitting}
      >
        <form onSubmit={onSubmit} noValidate aria-label={t`Create goal`} style={{ position: 'relative' }}>
          <LoadingOverlay
            visible={showOverlay}
            zIndex={10}
            overlayProps={{ blur: 2 }}
            loaderProps={{
              children: (
                <Stack align="center" gap="xs" role="status" maw={320} ta="center">
                  <Loader />
                  <Text fw={600}>{t`Creating Your Goal`}</Text>
                  <Text size="sm" c="dimmed">
                    {t`AI task creation may take up to 30 seconds.`}
                  </Text>
                </Stack>
              ),
            }}
          />
          <Stack gap="lg">
            <GoalFormFields form={form} compactErrors={compactErrors} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                {t`Cancel`}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t`Create Goal`}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {review && (
        <TaskReviewDialog
          key={review.goal.id}
          opened
          goal={review.goal}
          suggestions={review.tasks}
          source={review.source}
          onDone={finishReview}
        />
      )}
    </>
  );
}
