import {
  Anchor,
  Button,
  Card,
  Checkbox,
  EmptyState,
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
import { useId, useMemo, useState } from 'react';
import { useEntries, useGoals, useTasks } from '../../data';
import { CreateGoalDialog, useNewGoalGate } from '../goals';
import { ListSkeleton, TaskDialog, useOptimisticDone, useTaskActions } from '../tasks';
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

function ActiveGoalsCard({ onViewAll }: { onViewAll: () => void }) {
  const headingId = useId();
  const goals = useGoals();
  const gate = useNewGoalGate();
  const [creating, setCreating] = useState(false);
  const newGoal = () => {
    if (gate.requestNewGoal()) setCreating(true);
  };
  const shown = goals?.slice(0, OVERVIEW_GOALS);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            Active Goals
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={newGoal}
          >
            New Goal
          </Button>
        </Group>
        {gate.showUpgrade && <UpgradePrompt feature="Multiple Goals" onClose={gate.dismissUpgrade} />}
        {shown === undefined ? (
          <ListSkeleton label="Loading goals" rows={2} height={48} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<IconTarget size={28} aria-hidden="true" />}
            variant="light"
            title="No goals yet"
            description="Set a goal and track your progress toward it."
          >
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={newGoal}>
                Create Your First Goal
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((goal) => (
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
            ))}
          </Stack>
        )}
        {goals && goals.length > OVERVIEW_GOALS ? (
          <Anchor component="button" type="button" size="sm" onClick={onViewAll}>
            View all {goals.length} goals
          </Anchor>
        ) : null}
      </Stack>
      <CreateGoalDialog opened={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

function TodaysTasksCard({ onViewAll }: { onViewAll: () => void }) {
  const headingId = useId();
  const tasks = useTasks();
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => (tasks ? overviewTasks(tasks) : undefined), [tasks]);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            Today's Tasks
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            New Task
          </Button>
        </Group>
        {shown === undefined ? (
          <ListSkeleton label="Loading tasks" rows={3} height={28} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<IconChecklist size={28} aria-hidden="true" />}
            variant="light"
            title="No tasks yet"
            description="Add a task to plan your day."
          >
            <EmptyState.Actions>
              <Button
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setCreating(true)}
              >
                Add a Task
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((task) => (
              <OverviewTask key={task.id} task={task} />
            ))}
          </Stack>
        )}
        {tasks && tasks.length > OVERVIEW_TASKS ? (
          <Anchor component="button" type="button" size="sm" onClick={onViewAll}>
            View all {tasks.length} tasks
          </Anchor>
        ) : null}
      </Stack>
      <TaskDialog opened={creating} onClose={() => setCreating(false)} />
    </Card>
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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActiveGoalsCard onViewAll={() => onOpenTab('goals')} />
        <TodaysTasksCard onViewAll={() => onOpenTab('tasks')} />
      </SimpleGrid>
    </Stack>
  );
}
