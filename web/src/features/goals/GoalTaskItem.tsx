import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import type { Task, TaskUpdateBody } from '@reign/contract';
import { isTaskOverdue } from '@reign/domain';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { changeSet, hasChanges } from '../../data/change-set';
import { IconAction } from '../../ui/IconAction';
import { TaskCheck } from '../tasks';
import { formatDay } from './goal-format';
import { InlineTaskEditor } from './InlineTaskEditor';

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

/** A draft as the task's fields: trimmed, an empty description or due date as null. */
const fieldsOf = (draft: Draft) => ({
  title: draft.title.trim(),
  description: draft.description.trim() || null,
  dueDate: draft.dueDate || null,
});

/**
 * A task under its goal, with inline edit: Enter saves, Escape cancels, an empty title is never
 * saved, and a cleared due date is sent as null (spec part 1 section 5). Only the fields changed
 * since the edit began are sent, so another device's change of another field is kept.
 */
export function GoalTaskItem({ task, today, onToggle, onSave }: GoalTaskItemProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft | null>(null);
  /** the task's fields when the edit began */
  const [base, setBase] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const overdue = isTaskOverdue(task, today);
  const taskTitle = task.title;
  const due = task.dueDate ? formatDay(task.dueDate, i18n) : '';
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // After saving or cancelling, keyboard focus goes back to the task's Edit button.
  useEffect(() => {
    if (!draft && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [draft]);

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const cancel = () => {
    refocus.current = true;
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (!draft || saving) return;
    const title = draft.title.trim();
    if (!title) {
      setError(t`Title is required`);
      return;
    }
    const changes = changeSet(fieldsOf(base ?? draftOf(task)), fieldsOf(draft));
    if (!hasChanges(changes)) {
      cancel();
      return;
    }
    setSaving(true);
    const ok = await onSave(task.id, changes);
    setSaving(false);
    if (ok) cancel();
  };

  if (draft) {
    return (
      <InlineTaskEditor
        name={task.title}
        title={draft.title}
        titleError={error}
        onTitleChange={(title) => {
          set({ title });
          if (title.trim()) setError(null);
        }}
        onSave={() => void save()}
        onCancel={cancel}
        saving={saving}
        cancelLabel={t`Cancel`}
        saveLabel={t`Save`}
      >
        <TextInput
          label={t`Task description`}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t`Due date`}
          value={draft.dueDate}
          onChange={(e) => set({ dueDate: e.currentTarget.value })}
        />
      </InlineTaskEditor>
    );
  }

  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py={4}>
      <TaskCheck task={task} onToggle={onToggle} compact>
        {task.description && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Text>
        )}
        {(task.dueDate || overdue) && (
          <Group gap={6}>
            {task.dueDate && (
              <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
                {t`Due ${due}`}
              </Text>
            )}
            {overdue && (
              <Badge color="red" size="xs">
                {t`Overdue`}
              </Badge>
            )}
          </Group>
        )}
      </TaskCheck>
      <IconAction
        tooltip={t`Edit task`}
        label={t`Edit task ${taskTitle}`}
        color="gray"
        ref={editButton}
        onClick={() => {
          setDraft(draftOf(task));
          setBase(draftOf(task));
          setError(null);
        }}
      >
        <IconPencil size={16} aria-hidden="true" />
      </IconAction>
    </Group>
  );
}
