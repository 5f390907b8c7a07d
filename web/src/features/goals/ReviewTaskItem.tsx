import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { taskMessages } from '@reign/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { formatDate, taskPriorityLabel } from '../tasks';
import { TASK_PRIORITY_OPTIONS } from '../tasks/task-format';
import type { ReviewTask } from './review-tasks';

interface Draft {
  title: string;
  description: string;
  dueDate: string;
  priority: number;
  estimatedMinutes: string;
}

const draftOf = (task: ReviewTask): Draft => ({
  title: task.title,
  description: task.description,
  dueDate: task.dueDate,
  priority: task.priority,
  estimatedMinutes: String(task.estimatedMinutes),
});

function parseMinutes(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 0 && n <= 1440 ? n : null;
}

export interface ReviewTaskItemProps {
  task: ReviewTask;
  editing: boolean;
  disabled: boolean;
  onEdit: () => void;
  onSave: (changes: Partial<ReviewTask>) => void;
  onCancelEdit: () => void;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
  editRef?: Ref<HTMLButtonElement>;
}

/** One suggested task in the review: its details, Edit and Remove; in edit mode Enter saves, Escape cancels. */
export function ReviewTaskItem(props: ReviewTaskItemProps) {
  const { task, editing } = props;
  if (editing) return <ReviewTaskEditor {...props} />;
  const meta = [
    task.dueDate ? `Due ${formatDate(task.dueDate)}` : 'No due date',
    `${taskPriorityLabel(task.priority)} priority`,
    `${task.estimatedMinutes} min`,
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={task.title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          {task.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {task.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {meta.join(' · ')}
            {task.aiSuggested ? '' : ' · Your task'}
          </Text>
          {task.reasoning && (
            <Text size="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {task.reasoning}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit task">
            <ActionIcon
              ref={props.editRef}
              variant="subtle"
              color="gray"
              aria-label={`Edit task ${task.title}`}
              disabled={props.disabled}
              onClick={props.onEdit}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove task">
            <ActionIcon
              ref={props.removeRef}
              variant="subtle"
              color="red"
              aria-label={`Remove task ${task.title}`}
              disabled={props.disabled}
              onClick={props.onRemove}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

function ReviewTaskEditor({ task, onSave, onCancelEdit }: ReviewTaskItemProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = () => {
    const title = draft.title.trim();
    const minutes = parseMinutes(draft.estimatedMinutes);
    setTitleError(title ? null : taskMessages.title);
    setMinutesError(minutes === null ? taskMessages.minutes : null);
    if (!title || minutes === null) return;
    onSave({
      title,
      description: draft.description.trim(),
      dueDate: draft.dueDate,
      priority: draft.priority,
      estimatedMinutes: minutes,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // Escape cancels this edit, not the whole review.
      event.preventDefault();
      event.stopPropagation();
      onCancelEdit();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`Editing ${task.title}`}
      onKeyDown={onKeyDown}
    >
      <Stack gap="xs">
        <TextInput
          label="Task title"
          required
          autoFocus
          value={draft.title}
          error={titleError}
          onChange={(e) => {
            const title = e.currentTarget.value;
            set('title', title);
            if (title.trim()) setTitleError(null);
          }}
        />
        <Textarea
          label="Task description"
          autosize
          minRows={1}
          maxRows={4}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <TextInput
            type="date"
            label="Due date"
            value={draft.dueDate}
            onChange={(e) => set('dueDate', e.currentTarget.value)}
          />
          <NativeSelect
            label="Priority"
            data={TASK_PRIORITY_OPTIONS}
            value={String(draft.priority)}
            onChange={(e) => set('priority', Number(e.currentTarget.value))}
          />
          <TextInput
            type="number"
            label="Estimated minutes"
            min={0}
            max={1440}
            step={5}
            inputMode="numeric"
            value={draft.estimatedMinutes}
            error={minutesError}
            onChange={(e) => set('estimatedMinutes', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            Enter saves · Escape cancels
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onCancelEdit}>
              Discard changes
            </Button>
            <Button size="xs" onClick={save}>
              Save task
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
