import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { taskMessages } from '@reign/contract';
import { type Ref, useState } from 'react';
import { formatDate } from '../../ui/format';
import { EditDeleteActions } from '../../ui/IconAction';
import { TASK_PRIORITY_OPTIONS, taskPriorityLabel } from '../tasks';
import { InlineTaskEditor } from './InlineTaskEditor';
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
        <EditDeleteActions
          noun="task"
          title={task.title}
          deleteVerb="Remove"
          disabled={props.disabled}
          editRef={props.editRef}
          deleteRef={props.removeRef}
          onEdit={props.onEdit}
          onDelete={props.onRemove}
        />
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
  return (
    <InlineTaskEditor
      name={task.title}
      title={draft.title}
      titleError={titleError}
      onTitleChange={(title) => {
        set('title', title);
        if (title.trim()) setTitleError(null);
      }}
      onSave={save}
      onCancel={onCancelEdit}
      cancelLabel="Discard changes"
      saveLabel="Save task"
    >
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
    </InlineTaskEditor>
  );
}
