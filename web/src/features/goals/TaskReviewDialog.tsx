import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Goal, SuggestedTask } from '@reign/contract';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { serverToday } from '../../api';
import { useMutations } from '../../data';
import { showToast } from '../../ui/toast';
import { usePhone } from '../../ui/use-phone';
import type { GoalTasksSource } from './goal-tasks-api';
import { ReviewTaskItem } from './ReviewTaskItem';
import {
  customReviewTask,
  type ReviewTask,
  reviewTaskFromSuggestion,
  taskCreateValues,
} from './review-tasks';

export interface ReviewOutcome {
  /** Tasks saved for the goal. */
  created: number;
  /** 'accepted' after Accept All; 'cancelled' when the person kept the goal without (more) tasks. */
  outcome: 'accepted' | 'cancelled';
  /** Accept All succeeded only after an earlier attempt failed part-way. */
  afterFailure: boolean;
}

export interface TaskReviewDialogProps {
  opened: boolean;
  goal: Goal;
  suggestions: SuggestedTask[];
  source: GoalTasksSource;
  /** The review ended (Accept All, Cancel, or the dialog closed); the goal stays either way. */
  onDone: (result: ReviewOutcome) => void;
}

const SOURCE_NOTE: Record<GoalTasksSource, MessageDescriptor> = {
  ai: msg`Suggested with AI for this goal.`,
  fallback: msg`AI suggestions aren't available right now, so these come from Reign's built-in list.`,
  local: msg`You're offline, so these come from Reign's built-in list.`,
};

/**
 * The review of a new goal's generated tasks (spec part 1 'Task review dialog'): edit, remove or add
 * custom tasks, then Accept All (one task each) or Cancel (the goal stays, without tasks).
 * Mount it with `key={goal.id}`: the list starts from `suggestions`.
 */
export function TaskReviewDialog({ opened, goal, suggestions, source, onDone }: TaskReviewDialogProps) {
  const { t, i18n } = useLingui();
  const { createTask } = useMutations();
  const isPhone = usePhone();
  const [tasks, setTasks] = useState<ReviewTask[]>(() => suggestions.map(reviewTaskFromSuggestion));
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [customTitle, setCustomTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const createdRef = useRef(0);
  const failedRef = useRef(false);
  const customInput = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const listId = useId();

  const focusLater = (target: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => target()?.focus());

  const remove = (task: ReviewTask) => {
    const index = tasks.findIndex((t) => t.key === task.key);
    const next = tasks[index + 1] ?? tasks[index - 1];
    setTasks((list) => list.filter((t) => t.key !== task.key));
    const title = task.title;
    showToast({ title: t`Task Removed`, message: t`"${title}" was removed from the list.` });
    focusLater(() => (next ? removeButtons.current.get(next.key) : customInput.current));
  };

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    const title = customTitle.trim();
    if (!title) {
      showToast({ title: t`Title Required`, message: t`Please enter a task title.`, variant: 'error' });
      customInput.current?.focus();
      return;
    }
    setTasks((list) => [...list, customReviewTask(title, serverToday())]);
    setCustomTitle('');
    showToast({ title: t`Task Added`, message: t`"${title}" was added to the list.`, variant: 'success' });
  };

  const saveEdit = (key: string, changes: Partial<ReviewTask>) => {
    setTasks((list) => list.map((t) => (t.key === key ? { ...t, ...changes } : t)));
    setEditingKey(null);
    focusLater(() => editButtons.current.get(key));
  };
  const cancelEdit = (key: string) => {
    setEditingKey(null);
    focusLater(() => editButtons.current.get(key));
  };

  const acceptAll = async () => {
    if (saving) return;
    setSaving(true);
    // One create per task, in order; saved ones leave the list so a retry never duplicates them.
    for (const task of tasks) {
      try {
        await createTask(taskCreateValues(goal.id, task));
      } catch {
        failedRef.current = true;
        setSaving(false);
        showToast({
          title: t`Error`,
          message: t`Failed to create tasks. Please try again.`,
          variant: 'error',
        });
        return;
      }
      createdRef.current += 1;
      setTasks((list) => list.filter((t) => t.key !== task.key));
    }
    setSaving(false);
    onDone({ created: createdRef.current, outcome: 'accepted', afterFailure: failedRef.current });
  };

  const cancel = () => {
    if (saving) return;
    onDone({ created: createdRef.current, outcome: 'cancelled', afterFailure: failedRef.current });
  };

  const editing = editingKey !== null;
  const goalTitle = goal.title;
  const count = tasks.length;
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={t`Review Your Tasks`}
      size="lg"
      centered
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeOnEscape={!saving && !editing}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">
            <Trans>
              Your goal <b>{goalTitle}</b> is saved. Here are tasks to help you reach it: edit or remove them,
              add your own, then accept.
            </Trans>
          </Text>
          <Group gap={6} wrap="nowrap">
            {source === 'ai' && <IconSparkles size={14} aria-hidden="true" />}
            <Text size="xs" c="dimmed">
              {i18n._(SOURCE_NOTE[source])}
            </Text>
          </Group>
        </Stack>

        <Title order={3} size="h5" id={listId}>
          {t`Suggested tasks (${count})`}
        </Title>
        {tasks.length === 0 ? (
          <Alert variant="light" color="gray">
            {t`No tasks in the list. Add your own below, or Cancel to keep the goal without tasks.`}
          </Alert>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={listId}>
            {tasks.map((task) => (
              <ReviewTaskItem
                key={task.key}
                task={task}
                editing={editingKey === task.key}
                disabled={saving || (editing && editingKey !== task.key)}
                onEdit={() => setEditingKey(task.key)}
                onSave={(changes) => saveEdit(task.key, changes)}
                onCancelEdit={() => cancelEdit(task.key)}
                onRemove={() => remove(task)}
                removeRef={(el) => {
                  if (el) removeButtons.current.set(task.key, el);
                  else removeButtons.current.delete(task.key);
                }}
                editRef={(el) => {
                  if (el) editButtons.current.set(task.key, el);
                  else editButtons.current.delete(task.key);
                }}
              />
            ))}
          </Stack>
        )}

        <form onSubmit={addCustom} noValidate aria-label={t`Add custom task`}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              ref={customInput}
              label={t`Custom task title`}
              placeholder={t`For example: Pray with my family`}
              value={customTitle}
              disabled={saving}
              onChange={(e) => setCustomTitle(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={saving}
            >
              {t`Add custom task`}
            </Button>
          </Group>
        </form>

        <Stack gap={4}>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={saving}>
              {t`Cancel`}
            </Button>
            <Button
              onClick={() => void acceptAll()}
              loading={saving}
              disabled={editing || tasks.length === 0}
            >
              {t`Accept All`}
            </Button>
          </Group>
          {editing && (
            <Text size="xs" c="dimmed" ta="right">
              {t`Save or discard your changes to the task first.`}
            </Text>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
