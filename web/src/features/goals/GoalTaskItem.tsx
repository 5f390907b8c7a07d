import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { Task, TaskUpdateBody } from '@reign/contract';
import { isTaskOverdue } from '@reign/domain';
import { IconPencil } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDate, useOptimisticDone } from '../tasks';

export interface GoalTaskItemProps {
  task: Task;
  today: string;
  onToggle: (task: Task, done: boolean) => Promise<boolean>;
  /** Saves the inline edit; answers whether it worked (the editor stays open when not). */
  onSave: (id: string, changes: TaskUpdateBody) => Promise<boolean>;
}

interface Draft {
  title: string;
  description: string;
  dueDate: string;
}

const draftOf = (task: Task): Draft => ({
  title: task.title,
  description: task.description ?? '',
  dueDate: task.dueDate ?? '',
});

/**
 * A task under its goal, with inline edit: Enter saves, Escape cancels, an empty title is never
 * saved, and a cleared due date is sent as null (spec part 1 section 5).
 */
export function GoalTaskItem({ task, today, onToggle, onSave }: GoalTaskItemProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const done = Boolean(task.completedAt);
  const box = useOptimisticDone(done, (next) => onToggle(task, next));
  const overdue = isTaskOverdue(task, today);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // After saving or cancelling, keyboard focus goes back to the task's Edit button.
  useEffect(() => {
    if (!draft && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [draft]);

  const startEdit = () => {
    setDraft(draftOf(task));
    setError(null);
  };
  const cancel = () => {
    refocus.current = true;
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (!draft || saving) return;
    const title = draft.title.trim();
    if (!title) {
      setError('Title is required');
      return;
    }
    setSaving(true);
    const ok = await onSave(task.id, {
      title,
      description: draft.description.trim() || null,
      dueDate: draft.dueDate || null,
    });
    setSaving(false);
    if (ok) cancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void save();
    }
  };

  if (draft) {
    return (
      <Paper
        component="li"
        withBorder
        radius="md"
        p="sm"
        onKeyDown={onKeyDown}
        aria-label={`Editing ${task.title}`}
      >
        <Stack gap="xs">
          <TextInput
            label="Task title"
            required
            autoFocus
            value={draft.title}
            error={error}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setDraft((d) => (d ? { ...d, title } : d));
              if (title.trim()) setError(null);
            }}
          />
          <TextInput
            label="Task description"
            value={draft.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setDraft((d) => (d ? { ...d, description } : d));
            }}
          />
          <TextInput
            type="date"
            label="Due date"
            value={draft.dueDate}
            onChange={(e) => {
              const dueDate = e.currentTarget.value;
              setDraft((d) => (d ? { ...d, dueDate } : d));
            }}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              Enter saves · Escape cancels
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button size="xs" onClick={() => void save()} loading={saving}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py={4}>
      <Checkbox
        mt={3}
        checked={box.checked}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
        aria-labelledby={titleId}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text
          id={titleId}
          size="sm"
          fw={500}
          td={done ? 'line-through' : undefined}
          c={done ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Text>
        {task.description && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Text>
        )}
        {(task.dueDate || overdue) && (
          <Group gap={6}>
            {task.dueDate && (
              <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
                Due {formatDate(task.dueDate)}
              </Text>
            )}
            {overdue && (
              <Badge color="red" size="xs">
                Overdue
              </Badge>
            )}
          </Group>
        )}
      </Stack>
      <Tooltip label="Edit task">
        <ActionIcon
          variant="subtle"
          color="gray"
          ref={editButton}
          aria-label={`Edit task ${task.title}`}
          onClick={startEdit}
        >
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
