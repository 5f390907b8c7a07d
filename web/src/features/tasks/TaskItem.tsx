import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import type { Task } from '@reign/contract';
import { isTaskOverdue } from '@reign/domain';
import { BadgeRow } from '../../ui/BadgeRow';
import { categoryLabel } from '../../ui/category-label';
import { formatDay } from '../../ui/format-day';
import { EditDeleteActions } from '../../ui/IconAction';
import { TaskCheck } from './TaskCheck';
import { taskPriorityLabel } from './task-format';

export interface TaskItemProps {
  task: Task;
  /** Today's Central date (YYYY-MM-DD), for the overdue mark. */
  today: string;
  /** The title of the goal the task belongs to, when it has one. */
  goalTitle?: string | undefined;
  onToggle: (task: Task, done: boolean) => Promise<boolean>;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** One task in My Tasks (inside the list's item): a checkbox named by the title, its details, and edit/delete. */
export function TaskItem({ task, today, goalTitle, onToggle, onEdit, onDelete }: TaskItemProps) {
  const { t, i18n } = useLingui();
  const taskTitle = task.title;
  const overdue = isTaskOverdue(task, today);
  const priority = taskPriorityLabel(task.priority, i18n);
  const due = task.dueDate ? formatDay(task.dueDate, i18n) : '';
  const scheduled = task.scheduledDate ? formatDay(task.scheduledDate, i18n) : '';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-item">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <TaskCheck task={task} onToggle={onToggle}>
          {task.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {task.description}
            </Text>
          )}
          <BadgeRow
            badges={[
              { label: categoryLabel(task.category, i18n), color: 'grape' },
              { label: t`${priority} priority`, color: 'blue' },
              goalTitle
                ? { label: t`Goal: ${goalTitle}`, color: 'gray', variant: 'outline', maw: 220 }
                : null,
            ]}
            overdue={overdue}
          />
          <Group gap="md" wrap="wrap">
            {task.scheduledDate && (
              <Text size="xs" c="dimmed">
                {t`Scheduled ${scheduled}`}
              </Text>
            )}
            {task.dueDate && (
              <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
                {t`Due ${due}`}
              </Text>
            )}
          </Group>
        </TaskCheck>
        <EditDeleteActions
          edit={{ tooltip: t`Edit task`, label: t`Edit task ${taskTitle}` }}
          remove={{ tooltip: t`Delete task`, label: t`Delete task ${taskTitle}` }}
          onEdit={() => onEdit(task)}
          onDelete={() => onDelete(task)}
        />
      </Group>
    </Paper>
  );
}
