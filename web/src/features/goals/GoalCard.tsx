import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Goal, Task, TaskUpdateBody } from '@reign/contract';
import { isGoalCompleted, isGoalOverdue, QUICK_PROGRESS_STEPS } from '@reign/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { ArticleCard } from '../../ui/ArticleCard';
import { BadgeRow } from '../../ui/BadgeRow';
import { EditDeleteActions } from '../../ui/IconAction';
import { GoalTaskItem } from './GoalTaskItem';
import { categoryLabel, formatDay, goalPriorityLabel } from './goal-format';

export interface GoalCardProps {
  goal: Goal;
  /** The goal's tasks, already in order; undefined while loading. */
  tasks: Task[] | undefined;
  today: string;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
  onProgress: (goal: Goal, percent: number) => void;
  onToggleTask: (task: Task, done: boolean) => Promise<boolean>;
  onSaveTask: (id: string, changes: TaskUpdateBody) => Promise<boolean>;
}

/** One goal in My Goals: details, progress with quick steps, and its tasks with inline edit. */
export function GoalCard({
  goal,
  tasks,
  today,
  onEdit,
  onDelete,
  onProgress,
  onToggleTask,
  onSaveTask,
}: GoalCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const priority = goalPriorityLabel(goal.priority, i18n);
  const title = goal.title;
  const targetDate = formatDay(goal.targetDate, i18n);
  const completed = isGoalCompleted(goal);
  const overdue = isGoalOverdue(goal, today);
  const count = tasks?.length ?? 0;
  const progress = Math.max(0, Math.min(100, goal.progressPercentage));

  return (
    <ArticleCard headingId={titleId} testId="goal-card" padding="lg" gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Title>
          <BadgeRow
            badges={[
              { label: categoryLabel(goal.category, i18n), color: 'grape' },
              { label: categoryLabel(goal.season, i18n), color: 'teal' },
              { label: t`${priority} priority`, color: 'blue' },
            ]}
            overdue={overdue}
          />
        </Stack>
        <EditDeleteActions
          edit={{ tooltip: t`Edit goal`, label: t`Edit goal ${title}` }}
          remove={{ tooltip: t`Delete goal`, label: t`Delete goal ${title}` }}
          onEdit={() => onEdit(goal)}
          onDelete={() => onDelete(goal)}
        />
      </Group>

      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {goal.description}
      </Text>
      <Text size="sm" c={overdue ? 'red' : 'dimmed'}>
        {t`Target date: ${targetDate}`}
      </Text>

      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {t`Progress`}
          </Text>
          <Group gap="xs">
            {completed && (
              <Group gap={4} c="teal">
                <IconCircleCheck size={16} aria-hidden="true" />
                <Text size="sm" fw={700} c="teal">
                  {t`Completed!`}
                </Text>
              </Group>
            )}
            <Text size="sm" fw={600}>
              {progress}%
            </Text>
          </Group>
        </Group>
        <Progress
          value={progress}
          color={completed ? 'teal' : undefined}
          aria-label={t`Progress of ${title}`}
        />
        <Group gap="xs" wrap="wrap" role="group" aria-label={t`Quick progress for ${title}`}>
          {QUICK_PROGRESS_STEPS.map((step) => (
            <Button
              key={step}
              size="compact-sm"
              variant={progress === step ? 'filled' : 'light'}
              aria-pressed={progress === step}
              aria-label={t`Set progress to ${step}%`}
              onClick={() => onProgress(goal, step)}
            >
              {step}%
            </Button>
          ))}
        </Group>
      </Stack>

      <Divider />
      <Stack gap={4}>
        <Title order={4} size="h6">
          {tasks ? t`Tasks (${count})` : t`Tasks`}
        </Title>
        {tasks === undefined ? null : tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No tasks for this goal yet.`}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            aria-label={t`Tasks of ${title}`}
            style={{ listStyle: 'none' }}
          >
            {tasks.map((task) => (
              <GoalTaskItem
                key={task.id}
                task={task}
                today={today}
                onToggle={onToggleTask}
                onSave={onSaveTask}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </ArticleCard>
  );
}
