import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Task } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { IconChecklist, IconPlus, IconTarget } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useEntries, useGoals, useTasks } from '../../data';
import { EmptyList, type EmptyListProps } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Loaded } from '../../ui/Loaded';
import { CreateGoalDialog, useNewGoalGate } from '../goals';
import { AnsweredThisMonth } from '../prayers';
import { MorningReminderCard } from '../reminders';
import { TaskDialog, useOptimisticDone, useTaskActions } from '../tasks';
import { UpgradePrompt } from '../upgrade-prompt';
import { entryForDate } from './dashboard-stats';
import { TodayPlanCard } from './TodayPlanCard';

export const OVERVIEW_GOALS = 3;
export const OVERVIEW_TASKS = 4;

/** Open tasks first (in the list's order), then completed ones; the first `count`. */
export function overviewTasks(tasks: readonly Task[], count = OVERVIEW_TASKS): Task[] {
  return [...tasks.filter((t) => !t.completedAt), ...tasks.filter((t) => t.completedAt)].slice(0, count);
}

function OverviewTask({ task }: { task: Task }) {
  const { toggleTask } = useTaskActions();
  const box = useOptimisticDone(Boolean(task.completedAt), (next) => toggleTask(task, next));
  return (
    <li>
      <Checkbox
        label={task.title}
        checked={box.checked}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
        styles={{ label: { textDecoration: box.checked ? 'line-through' : undefined } }}
      />
    </li>
  );
}

/** One overview card: heading with its add button, the first items (skeleton, empty state) and 'View all'. */
function OverviewCard<T>({
  title,
  addLabel,
  onAdd,
  items,
  shown,
  loading,
  empty,
  noun,
  onViewAll,
  notice,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** all the items (undefined while loading), for 'View all N' */
  items: readonly unknown[] | undefined;
  /** the items the card shows */
  shown: T[] | undefined;
  loading: ReactNode;
  empty: Omit<EmptyListProps, 'action' | 'compact'> & { actionLabel: string };
  /** 'goals': 'View all 5 goals' */
  noun: string;
  onViewAll: () => void;
  /** shown under the heading (the upgrade prompt) */
  notice?: ReactNode;
  children: (shown: T[]) => ReactNode;
}) {
  const headingId = useId();
  const { actionLabel, ...emptyText } = empty;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={onAdd}
          >
            {addLabel}
          </Button>
        </Group>
        {notice}
        <Loaded
          data={shown}
          loading={loading}
          empty={<EmptyList {...emptyText} action={{ label: actionLabel, onClick: onAdd }} compact />}
        >
          {(list) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {children(list)}
            </Stack>
          )}
        </Loaded>
        {items && items.length > (shown?.length ?? 0) ? (
          <Anchor component="button" type="button" size="sm" onClick={onViewAll}>
            View all {items.length} {noun}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

function ActiveGoalsCard({ onViewAll }: { onViewAll: () => void }) {
  const goals = useGoals();
  const gate = useNewGoalGate();
  const [creating, setCreating] = useState(false);
  const newGoal = () => {
    if (gate.requestNewGoal()) setCreating(true);
  };
  return (
    <>
      <OverviewCard
        title="Active Goals"
        addLabel="New Goal"
        onAdd={newGoal}
        items={goals}
        shown={goals?.slice(0, OVERVIEW_GOALS)}
        loading={<ListSkeleton label="Loading goals" rows={2} height={48} />}
        empty={{
          icon: <IconTarget size={28} aria-hidden="true" />,
          title: 'No goals yet',
          description: 'Set a goal and track your progress toward it.',
          actionLabel: 'Create Your First Goal',
        }}
        noun="goals"
        onViewAll={onViewAll}
        notice={gate.showUpgrade && <UpgradePrompt feature="Multiple Goals" onClose={gate.dismissUpgrade} />}
      >
        {(shown) =>
          shown.map((goal) => (
            <li key={goal.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
                <Text fw={500} truncate>
                  {goal.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {goal.progressPercentage}%
                </Text>
              </Group>
              <Progress value={goal.progressPercentage} aria-label={`${goal.title} progress`} />
            </li>
          ))
        }
      </OverviewCard>
      <CreateGoalDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function TodaysTasksCard({ onViewAll }: { onViewAll: () => void }) {
  const tasks = useTasks();
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => (tasks ? overviewTasks(tasks) : undefined), [tasks]);
  return (
    <>
      <OverviewCard
        title="Today's Tasks"
        addLabel="New Task"
        onAdd={() => setCreating(true)}
        items={tasks}
        shown={shown}
        loading={<ListSkeleton label="Loading tasks" rows={3} height={28} />}
        empty={{
          icon: <IconChecklist size={28} aria-hidden="true" />,
          title: 'No tasks yet',
          description: 'Add a task to plan your day.',
          actionLabel: 'Add a Task',
        }}
        noun="tasks"
        onViewAll={onViewAll}
      >
        {(list) => list.map((task) => <OverviewTask key={task.id} task={task} />)}
      </OverviewCard>
      <TaskDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

/** The overview tab: today's action plan (when there is a plan for today), Active Goals, Today's Tasks. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const entries = useEntries();
  const today = centralDate();
  const todayEntry = useMemo(() => (entries ? entryForDate(entries, today) : undefined), [entries, today]);
  return (
    <Stack gap="lg">
      {entries === undefined ? (
        <ListSkeleton label="Loading today's plan" rows={1} height={160} />
      ) : todayEntry ? (
        <TodayPlanCard key={todayEntry.id} entry={todayEntry} />
      ) : null}
      <MorningReminderCard />
      <AnsweredThisMonth />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActiveGoalsCard onViewAll={() => onOpenTab('goals')} />
        <TodaysTasksCard onViewAll={() => onOpenTab('tasks')} />
      </SimpleGrid>
    </Stack>
  );
}
