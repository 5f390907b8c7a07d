import { Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import type { Goal, Task } from '@reign/contract';
import { centralDate, compareGoalTasks } from '@reign/domain';
import { IconPlus, IconTarget } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useGoals, useMutations, useTasks } from '../../data';
import { showToast } from '../../ui/toast';
import { ConfirmDialog, ListSkeleton, useTaskActions } from '../tasks';
import { UpgradePrompt } from '../upgrade-prompt';
import { CreateGoalDialog } from './CreateGoalDialog';
import { EditGoalDialog } from './EditGoalDialog';
import { GoalCard } from './GoalCard';
import { compareGoals } from './goal-format';
import { useNewGoalGate } from './use-new-goal-gate';

/** Each goal's tasks, in the spec's order: due date ascending, undated last, ties newest. */
function tasksByGoal(tasks: readonly Task[]): Map<string, Task[]> {
  const byGoal = new Map<string, Task[]>();
  for (const task of tasks) {
    if (!task.goalId) continue;
    const list = byGoal.get(task.goalId);
    if (list) list.push(task);
    else byGoal.set(task.goalId, [task]);
  }
  for (const list of byGoal.values()) list.sort(compareGoalTasks);
  return byGoal;
}

const NO_TASKS: Task[] = [];

/** Deleting a goal deletes its tasks too (src/data), so the confirmation says so. */
function deleteMessage(goal: Goal, taskCount: number): string {
  if (taskCount === 0) return `"${goal.title}" will be deleted.`;
  return `"${goal.title}" and its ${taskCount === 1 ? 'task' : `${taskCount} tasks`} will be deleted.`;
}

/**
 * 'My Goals' (spec part 1 'Dashboard', goals tab): the goals with create, edit, delete and quick
 * progress, each with its tasks; the free-user rule guards New Goal.
 */
export function GoalsTab() {
  const goals = useGoals();
  const tasks = useTasks();
  const { updateGoal, deleteGoal } = useMutations();
  const { toggleTask, saveTask } = useTaskActions();
  const gate = useNewGoalGate();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ opened: boolean; goal: Goal | null }>({
    opened: false,
    goal: null,
  });
  const [toDelete, setToDelete] = useState<Goal | null>(null);
  const today = centralDate();

  const sortedGoals = useMemo(() => (goals ? [...goals].sort(compareGoals) : undefined), [goals]);
  const goalTasks = useMemo(() => (tasks ? tasksByGoal(tasks) : undefined), [tasks]);

  const newGoal = () => {
    if (gate.requestNewGoal()) setCreating(true);
  };

  const setProgress = async (goal: Goal, percent: number) => {
    try {
      await updateGoal(goal.id, { progressPercentage: percent });
      showToast({ title: 'Progress Updated', message: `Progress set to ${percent}%.`, variant: 'success' });
    } catch {
      showToast({ title: 'Error', message: 'Failed to update progress.', variant: 'error' });
    }
  };

  const removeGoal = async (goal: Goal) => {
    try {
      await deleteGoal(goal.id);
      showToast({ title: 'Goal Deleted', message: 'The goal has been removed.', variant: 'success' });
    } catch {
      showToast({ title: 'Error', message: 'Failed to delete goal. Please try again.', variant: 'error' });
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          My Goals
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={newGoal}>
          New Goal
        </Button>
      </Group>

      {gate.showUpgrade && <UpgradePrompt feature="Multiple Goals" onClose={gate.dismissUpgrade} />}

      {sortedGoals === undefined ? (
        <ListSkeleton label="Loading goals" rows={2} height={180} />
      ) : sortedGoals.length === 0 ? (
        <EmptyState
          icon={<IconTarget size={32} aria-hidden="true" />}
          variant="light"
          title="No goals yet"
          description="Set a goal for this season and track your progress toward it."
          py="xl"
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={newGoal}>
              Create Your First Goal
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="md">
          {sortedGoals.map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              tasks={goalTasks ? (goalTasks.get(goal.id) ?? NO_TASKS) : undefined}
              today={today}
              onEdit={(g) => setEditing({ opened: true, goal: g })}
              onDelete={setToDelete}
              onProgress={(g, percent) => void setProgress(g, percent)}
              onToggleTask={toggleTask}
              onSaveTask={saveTask}
            />
          ))}
        </Stack>
      )}

      <CreateGoalDialog opened={creating} onClose={() => setCreating(false)} />
      <EditGoalDialog
        opened={editing.opened}
        goal={editing.goal}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete goal?"
        message={toDelete ? deleteMessage(toDelete, goalTasks?.get(toDelete.id)?.length ?? 0) : ''}
        confirmLabel="Delete"
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await removeGoal(toDelete);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
