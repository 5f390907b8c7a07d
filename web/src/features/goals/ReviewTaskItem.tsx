import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Ref, useState } from 'react';
import { EditDeleteActions } from '../../ui/IconAction';
import { taskPriorityLabel, taskPriorityOptions } from '../tasks';
import { formatDay } from './goal-format';
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
  const { t, i18n } = useLingui();
  const { task, editing } = props;
  const taskTitle = task.title;
  if (editing) return <ReviewTaskEditor {...props} />;
  const priority = taskPriorityLabel(task.priority, i18n);
  const minutes = task.estimatedMinutes;
  const due = task.dueDate ? formatDay(task.dueDate, i18n) : '';
  const meta = [task.dueDate ? t`Due ${due}` : t`No due date`, t`${priority} priority`, t`${minutes} min`];
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
            {task.aiSuggested ? '' : ` · ${t`Your task`}`}
          </Text>
          {task.reasoning && (
            <Text size="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {task.reasoning}
            </Text>
          )}
        </Stack>
        <EditDeleteActions
          edit={{ tooltip: t`Edit task`, label: t`Edit task ${taskTitle}` }}
          remove={{ tooltip: t`Remove task`, label: t`Remove task ${taskTitle}` }}
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
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = () => {
    const title = draft.title.trim();
    const minutes = parseMinutes(draft.estimatedMinutes);
    // taskMessages' words (contract task-labels.ts), through the catalogue
    setTitleError(title ? null : t`Title is required`);
    setMinutesError(minutes === null ? t`Estimated minutes must be a whole number from 0 to 1440` : null);
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
      cancelLabel={t`Discard changes`}
      saveLabel={t`Save task`}
    >
      <Textarea
        label={t`Task description`}
        autosize
        minRows={1}
        maxRows={4}
        value={draft.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput
          type="date"
          label={t`Due date`}
          value={draft.dueDate}
          onChange={(e) => set('dueDate', e.currentTarget.value)}
        />
        <NativeSelect
          label={t`Priority`}
          data={taskPriorityOptions(i18n)}
          value={String(draft.priority)}
          onChange={(e) => set('priority', Number(e.currentTarget.value))}
        />
        <TextInput
          type="number"
          label={t`Estimated minutes`}
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
