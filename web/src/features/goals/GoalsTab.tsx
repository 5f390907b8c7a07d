import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Goal, Task } from '@reign/contract';
import { compareGoalTasks } from '@reign/domain';
import { IconTarget } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { serverToday } from '../../api';
import { useGoals, useMutations, useTasks } from '../../data';
import { DeleteDialog } from '../../ui/ConfirmDialog';
import { EmptyList } from '../../ui/EmptyList';
import { ListHeader } from '../../ui/ListHeader';
import { ListSection } from '../../ui/ListSection';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Loaded } from '../../ui/Loaded';
import { showToast } from '../../ui/toast';
import { VirtualList } from '../../ui/VirtualList';
import { useTaskActions } from '../tasks';
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
function deleteMessage(goal: Goal, taskCount: number, i18n: I18n): string {
  const title = goal.title;
  if (taskCount === 0) return i18n._(msg`"${title}" will be deleted.`);
  return i18n._(
    msg`"${title}" and its ${plural(taskCount, { one: 'task', other: '# tasks' })} will be deleted.`,
  );
}

/** A goal card's height before it is measured (details, progress, a few tasks). */
const GOAL_CARD_PX = 420;
const goalKey = (goal: Goal) => goal.id;

/**
 * 'My Goals' (spec part 1 'Dashboard', goals tab): the goals with create, edit, delete and quick
 * progress, each with its tasks; the free-user rule guards New Goal.
 */
export function GoalsTab() {
  const { t, i18n } = useLingui();
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
  const today = serverToday();

  const sortedGoals = useMemo(() => (goals ? [...goals].sort(compareGoals) : undefined), [goals]);
  const goalTasks = useMemo(() => (tasks ? tasksByGoal(tasks) : undefined), [tasks]);

  const newGoal = () => {
    if (gate.requestNewGoal()) setCreating(true);
  };

  const setProgress = async (goal: Goal, percent: number) => {
    try {
      await updateGoal(goal.id, { progressPercentage: percent });
      showToast({ title: t`Progress Updated`, message: t`Progress set to ${percent}%.`, variant: 'success' });
    } catch {
      showToast({ title: t`Error`, message: t`Failed to update progress.`, variant: 'error' });
    }
  };

  const removeGoal = async (goal: Goal) => {
    try {
      await deleteGoal(goal.id);
      showToast({ title: t`Goal Deleted`, message: t`The goal has been removed.`, variant: 'success' });
    } catch {
      showToast({ title: t`Error`, message: t`Failed to delete goal. Please try again.`, variant: 'error' });
    }
  };

  return (
    <Stack gap="lg">
      <ListHeader title={t`My Goals`} addLabel={t`New Goal`} onAdd={newGoal} />

      {gate.showUpgrade && <UpgradePrompt feature={t`Multiple Goals`} onClose={gate.dismissUpgrade} />}

      <Loaded
        data={sortedGoals}
        loading={<ListSkeleton label={t`Loading goals`} rows={2} height={180} />}
        empty={
          <EmptyList
            icon={<IconTarget size={32} aria-hidden="true" />}
            title={t`No goals yet`}
            description={t`Set a goal for this season and track your progress toward it.`}
            action={{ label: t`Create Your First Goal`, onClick: newGoal }}
            py="xl"
          />
        }
      >
        {(list) => {
          const renderGoal = (goal: Goal) => (
            <GoalCard
              goal={goal}
              tasks={goalTasks ? (goalTasks.get(goal.id) ?? NO_TASKS) : undefined}
              today={today}
              onEdit={(g) => setEditing({ opened: true, goal: g })}
              onDelete={setToDelete}
              onProgress={(g, percent) => void setProgress(g, percent)}
              onToggleTask={toggleTask}
              onSaveTask={saveTask}
            />
          );
          // both lists draw goal cards the same way
          const asCards = { getKey: goalKey, estimateSize: GOAL_CARD_PX, gap: 16, renderItem: renderGoal };
          // goals in progress first; completed goals are history, in their own section (issue 15)
          const active = list.filter((g) => !g.completedAt);
          const completed = list.filter((g) => g.completedAt);
          const completedCount = completed.length;
          return (
            <Stack gap="lg">
              {active.length ? (
                <VirtualList items={active} label={t`Goals`} {...asCards} />
              ) : (
                <Text c="dimmed">{t`No goals in progress. Start a new one with New Goal.`}</Text>
              )}
              {completed.length > 0 && (
                <ListSection title={t`Completed Goals (${completedCount})`}>
                  <VirtualList items={completed} label={t`Completed goals`} {...asCards} />
                </ListSection>
              )}
            </Stack>
          );
        }}
      </Loaded>

      <CreateGoalDialog opened={creating} onClose={() => setCreating(false)} />
      <EditGoalDialog
        opened={editing.opened}
        goal={editing.goal}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <DeleteDialog
        row={toDelete}
        title={t`Delete goal?`}
        message={(goal) => deleteMessage(goal, goalTasks?.get(goal.id)?.length ?? 0, i18n)}
        onDelete={removeGoal}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
