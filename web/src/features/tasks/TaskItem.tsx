import { Group, Paper, Text } from '@mantine/core';
import type { Task } from '@reign/contract';
import { isTaskOverdue } from '@reign/domain';
import { BadgeRow } from '../../ui/BadgeRow';
import { capitalize, formatDate } from '../../ui/format';
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
  const overdue = isTaskOverdue(task, today);
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
              { label: capitalize(task.category), color: 'grape' },
              { label: `${taskPriorityLabel(task.priority)} priority`, color: 'blue' },
              goalTitle ? { label: `Goal: ${goalTitle}`, color: 'gray', variant: 'outline', maw: 220 } : null,
            ]}
            overdue={overdue}
          />
          <Group gap="md" wrap="wrap">
            {task.scheduledDate && (
              <Text size="xs" c="dimmed">
                Scheduled {formatDate(task.scheduledDate)}
              </Text>
            )}
            {task.dueDate && (
              <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
                Due {formatDate(task.dueDate)}
              </Text>
            )}
          </Group>
        </TaskCheck>
        <EditDeleteActions
          noun="task"
          title={task.title}
          onEdit={() => onEdit(task)}
          onDelete={() => onDelete(task)}
        />
      </Group>
    </Paper>
  );
}
