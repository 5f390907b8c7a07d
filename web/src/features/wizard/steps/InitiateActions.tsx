import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { Task } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { formatDate } from '../../../ui/format';
import { showToast } from '../../../ui/toast';
import {
  type ActionGroupState,
  type InitiateSlot,
  MAX_ACTIONS_PER_GROUP,
  openTasksOf,
  toggleTaskAction,
} from '../rules';
import { OfflineNote } from '../StepFrame';
import { useWizardStore } from '../wizard-store';

const dueLabel = (task: Task, i18n: I18n) => {
  const date = task.dueDate ? formatDate(task.dueDate) : null;
  return date ? i18n._(msg`Due ${date}`) : i18n._(msg`No due date`);
};

/** A goal's open tasks to pick as today's actions (at most five a priority). */
export function GoalTasks({
  slot,
  group,
  tasks,
}: {
  slot: InitiateSlot;
  group: ActionGroupState;
  tasks: Task[];
}) {
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const { t, i18n } = useLingui();
  const priority = slot.priority;
  const open = slot.goal ? openTasksOf(tasks, slot.goal.id) : [];
  const kept = <KeptActions slot={slot} group={group} from="custom" />;
  if (!open.length) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t`No open tasks for this goal yet. Add one with New Task, or generate custom actions.`}
        </Text>
        {kept}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label={t`Tasks for ${priority}`}>
      {open.map((task) => (
        <Checkbox
          key={task.id}
          label={task.title}
          description={dueLabel(task, i18n)}
          checked={group.taskActions.some((a) => a.taskId === task.id)}
          onChange={() => {
            const result = toggleTaskAction(group.taskActions, task);
            if (result.blocked) {
              showToast({
                title: t`Action limit reached`,
                message: t`Choose at most 5 actions for one priority.`,
              });
              return;
            }
            updateGroup(slot.index, slot.priority, (g) => ({ ...g, taskActions: result.actions }));
          }}
        />
      ))}
      {kept}
    </Stack>
  );
}

/**
 * What the other view of a priority chose, kept in the plan (issue 15): the goal tasks chosen
 * before 'Generate Custom Actions', or the checked actions of a saved plan in the goal's view.
 * Unchecking one takes it out of the plan.
 */
function KeptActions({
  slot,
  group,
  from,
}: {
  slot: InitiateSlot;
  group: ActionGroupState;
  from: 'tasks' | 'custom';
}) {
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const { t } = useLingui();
  const priority = slot.priority;
  const kept = from === 'tasks' ? group.taskActions : (group.custom ?? []).filter((a) => a.completed);
  if (!kept.length) return null;
  const drop = (id: string) =>
    updateGroup(slot.index, slot.priority, (g) =>
      from === 'tasks'
        ? { ...g, taskActions: g.taskActions.filter((a) => a.id !== id) }
        : { ...g, custom: (g.custom ?? []).map((a) => (a.id === id ? { ...a, completed: false } : a)) },
    );
  return (
    <Stack gap={4} role="group" aria-label={t`Also in today's plan for ${priority}`}>
      <Text size="sm" c="dimmed">
        {from === 'tasks' ? t`Chosen from your goal` : t`Also in today's plan`}
      </Text>
      {kept.map((a) => (
        <Checkbox key={a.id} label={a.text} checked onChange={() => drop(a.id)} />
      ))}
    </Stack>
  );
}

/** Actions written (or generated) for a priority without a goal. */
export function CustomActions({ slot, group }: { slot: InitiateSlot; group: ActionGroupState }) {
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const { t } = useLingui();
  const priority = slot.priority;
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const actions = group.custom;
  if (actions === null) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t`Generating action steps...`}
        </Text>
      </Group>
    );
  }
  const full = actions.length >= MAX_ACTIONS_PER_GROUP;
  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    updateGroup(slot.index, slot.priority, (g) => ({
      ...g,
      custom: [...(g.custom ?? []), { id: uuidv7(), text, completed: true }],
    }));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Stack gap="sm">
      <Stack gap="xs" role="group" aria-label={t`Actions for ${priority}`}>
        {actions.map((action) => (
          <Checkbox
            key={action.id}
            label={action.text}
            checked={action.completed}
            onChange={(e) => {
              const completed = e.currentTarget.checked;
              updateGroup(slot.index, slot.priority, (g) => ({
                ...g,
                custom: (g.custom ?? []).map((a) => (a.id === action.id ? { ...a, completed } : a)),
              }));
            }}
          />
        ))}
      </Stack>
      <KeptActions slot={slot} group={group} from="tasks" />
      {group.customOffline && <OfflineNote>{t`Offline: using built-in suggestions.`}</OfflineNote>}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={inputId}
          style={{ flex: 1 }}
          label={t`Add another action`}
          placeholder={t`Type an action`}
          value={draft}
          maxLength={500}
          disabled={full}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="light"
          onClick={add}
          disabled={full || !draft.trim()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          aria-label={t`Add action for ${priority}`}
        >
          {t`Add`}
        </Button>
      </Group>
    </Stack>
  );
}
