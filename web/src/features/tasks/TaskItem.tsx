import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Task } from '@reign/contract';
import { isTaskOverdue } from '@reign/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { capitalize, formatDate, taskPriorityLabel } from './task-format';
import { useOptimisticDone } from './use-optimistic-done';

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

/** One task in My Tasks: a checkbox named by the title, its details, and edit/delete. */
export function TaskItem({ task, today, goalTitle, onToggle, onEdit, onDelete }: TaskItemProps) {
  const titleId = useId();
  const done = Boolean(task.completedAt);
  const box = useOptimisticDone(done, (next) => onToggle(task, next));
  const overdue = isTaskOverdue(task, today);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="task-item">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={3}
          checked={box.checked}
          onChange={(event) => box.onChange(event.currentTarget.checked)}
          aria-labelledby={titleId}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            id={titleId}
            fw={600}
            td={done ? 'line-through' : undefined}
            c={done ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Text>
          {task.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {task.description}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="grape" size="sm">
              {capitalize(task.category)}
            </Badge>
            <Badge variant="light" color="blue" size="sm">
              {taskPriorityLabel(task.priority)} priority
            </Badge>
            {goalTitle && (
              <Badge variant="outline" color="gray" size="sm" maw={220}>
                Goal: {goalTitle}
              </Badge>
            )}
            {overdue && (
              <Badge color="red" size="sm">
                Overdue
              </Badge>
            )}
          </Group>
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
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit task">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit task ${task.title}`}
              onClick={() => onEdit(task)}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete task">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete task ${task.title}`}
              onClick={() => onDelete(task)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
