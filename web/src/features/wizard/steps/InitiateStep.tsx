import { Button, Card, Checkbox, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Goal, Task } from '@reign/contract';
import { PRINCIPLES, uuidv7 } from '@reign/domain';
import { IconArrowLeft, IconArrowRight, IconListCheck, IconPlus, IconSparkles } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { generateActionSteps, useGoals, useTasks } from '../../../data';
import { showToast } from '../../../ui/toast';
import { useAuth } from '../../auth';
import {
  type ActionGroupState,
  countActions,
  emptyGroup,
  type GroupKind,
  goalForPriority,
  groupKind,
  MAX_ACTIONS_PER_GROUP,
  openTasksOf,
  planActionSteps,
  toggleTaskAction,
} from '../rules';
import { OfflineNote, StepFrame } from '../StepFrame';
import { useWizardStore } from '../wizard-store';

const INITIATE = PRINCIPLES[2];

export interface InitiateSlot {
  index: number;
  priority: string;
  goal: Goal | undefined;
  kind: GroupKind;
}

/** The filled priority slots with their goal (when a priority names one) and how actions are chosen. */
export function useInitiateSlots(): { slots: InitiateSlot[]; anyGoal: boolean; loaded: boolean } {
  const goals = useGoals();
  const tasks = useTasks();
  const priorities = useWizardStore((s) => s.priorities);
  const actionMode = useWizardStore((s) => s.actionMode);
  const active = (goals ?? []).filter((g) => !g.completedAt);
  const found = priorities.map((p, index) => ({
    index,
    priority: p.trim(),
    goal: goalForPriority(active, p),
  }));
  const anyGoal = found.some((s) => s.goal);
  const mode = anyGoal ? actionMode : 'custom';
  const slots = found.filter((s) => s.priority).map((s) => ({ ...s, kind: groupKind(s.goal, mode) }));
  return { slots, anyGoal, loaded: goals !== undefined && tasks !== undefined };
}

const dueLabel = (task: Task) =>
  task.dueDate
    ? `Due ${new Date(`${task.dueDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`
    : 'No due date';

function GoalTasks({ slot, group, tasks }: { slot: InitiateSlot; group: ActionGroupState; tasks: Task[] }) {
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const open = slot.goal ? openTasksOf(tasks, slot.goal.id) : [];
  if (!open.length) {
    return (
      <Text size="sm" c="dimmed">
        No open tasks for this goal yet. Add one with New Task, or generate custom actions.
      </Text>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label={`Tasks for ${slot.priority}`}>
      {open.map((task) => (
        <Checkbox
          key={task.id}
          label={task.title}
          description={dueLabel(task)}
          checked={group.taskActions.some((a) => a.taskId === task.id)}
          onChange={() => {
            const result = toggleTaskAction(group.taskActions, task);
            if (result.blocked) {
              showToast({
                title: 'Action limit reached',
                message: 'Choose at most 5 actions for one priority.',
              });
              return;
            }
            updateGroup(slot.index, slot.priority, (g) => ({ ...g, taskActions: result.actions }));
          }}
        />
      ))}
    </Stack>
  );
}

function CustomActions({ slot, group }: { slot: InitiateSlot; group: ActionGroupState }) {
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const actions = group.custom;
  if (actions === null) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Generating action steps...
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
      <Stack gap="xs" role="group" aria-label={`Actions for ${slot.priority}`}>
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
      {group.customOffline && <OfflineNote>Offline: using built-in suggestions.</OfflineNote>}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={inputId}
          style={{ flex: 1 }}
          label="Add another action"
          placeholder="Type an action and press Enter"
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
          aria-label={`Add action for ${slot.priority}`}
        >
          Add
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Step 2, Initiate Bold Action: tasks of the goal a priority names (up to 3, due date first,
 * toggled as actions, at most 5), or generated actions with checkboxes and 'Add another action'
 * for custom priorities; 'Generate Custom Actions' switches goal priorities to generated ones too.
 */
export function InitiateStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const tasks = useTasks();
  const groups = useWizardStore((s) => s.groups);
  const actionMode = useWizardStore((s) => s.actionMode);
  const setActionMode = useWizardStore((s) => s.setActionMode);
  const updateGroup = useWizardStore((s) => s.updateGroup);
  const { slots, anyGoal, loaded } = useInitiateSlots();
  const inFlight = useRef(new Set<string>());

  const groupOf = (slot: InitiateSlot) => {
    const g = groups[slot.index];
    return g && g.priority === slot.priority ? g : emptyGroup(slot.priority);
  };

  // Generated actions for every custom priority that has none yet (the built-in ones when that fails).
  const wanted = loaded
    ? slots
        .filter((s) => s.kind === 'custom' && groupOf(s).custom === null)
        .map((s) => `${s.index}\u0000${s.priority}`)
    : [];
  const wantedKey = wanted.join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wantedKey` stands for `wanted`
  useEffect(() => {
    for (const key of wanted) {
      if (inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      const [indexText, priority = ''] = key.split('\u0000');
      const index = Number(indexText);
      void generateActionSteps(priority).then((answer) => {
        inFlight.current.delete(key);
        if (answer.failed) {
          showToast({
            title: 'Could not generate custom actions',
            message: 'Using default action suggestions instead.',
          });
        }
        updateGroup(index, priority, (g) =>
          g.custom === null
            ? {
                ...g,
                custom: answer.value.map((text) => ({ id: uuidv7(), text, completed: false })),
                customOffline: answer.offline,
              }
            : g,
        );
      });
    }
  }, [wantedKey, updateGroup]);

  const next = () => {
    const steps = planActionSteps(
      slots.map((s) => ({ priority: s.priority, kind: s.kind, group: groupOf(s) })),
    );
    if (countActions(steps) === 0) {
      showToast({
        title: 'No actions selected',
        message: 'Please select tasks from your goals or check AI-generated actions to continue.',
      });
      return;
    }
    onContinue();
  };

  return (
    <StepFrame
      title={INITIATE?.title ?? 'Initiate Bold Action'}
      description="Turn each priority into concrete steps you will take."
      actions={
        <>
          <Button
            variant="default"
            mr="auto"
            onClick={onBack}
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            Previous
          </Button>
          <Button onClick={next} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
            Continue
          </Button>
        </>
      }
    >
      <Group gap="sm">
        {anyGoal && (
          <Button
            variant="light"
            leftSection={
              actionMode === 'tasks' ? (
                <IconSparkles size={18} aria-hidden="true" />
              ) : (
                <IconListCheck size={18} aria-hidden="true" />
              )
            }
            onClick={() => setActionMode(actionMode === 'tasks' ? 'custom' : 'tasks')}
          >
            {actionMode === 'tasks' ? 'Generate Custom Actions' : 'Use Goal Tasks'}
          </Button>
        )}
        {user && (
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => navigate('/dashboard?tab=tasks')}
          >
            New Task
          </Button>
        )}
      </Group>

      {slots.map((slot) => {
        const headingId = `initiate-priority-${slot.index}`;
        const group = groupOf(slot);
        return (
          <Card
            key={slot.index}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={headingId}
          >
            <Stack gap="sm">
              <div>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                  Priority {slot.index + 1}
                  {slot.kind === 'goal' ? ' · from your goal' : ''}
                </Text>
                <Title order={3} size="h4" id={headingId}>
                  {slot.priority}
                </Title>
              </div>
              {!loaded ? (
                <Loader size="sm" aria-label="Loading" />
              ) : slot.kind === 'goal' ? (
                <GoalTasks slot={slot} group={group} tasks={tasks ?? []} />
              ) : (
                <CustomActions slot={slot} group={group} />
              )}
            </Stack>
          </Card>
        );
      })}
    </StepFrame>
  );
}
