import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { uuidv7 } from '@reign/domain';
import { IconListCheck, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { generateActionSteps, useGoals, useTasks } from '../../../data';
import { i18n as runtime } from '../../../i18n';
import { showToast } from '../../../ui/toast';
import { useAuth } from '../../auth';
import {
  countActions,
  emptyGroup,
  goalForPriority,
  groupKind,
  type InitiateSlot,
  planActionSteps,
} from '../rules';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../use-wizard';
import { useWizardStore } from '../wizard-store';
import { CustomActions, GoalTasks } from './InitiateActions';
import { BackAndContinue } from './StepButtons';

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

/**
 * Step 2, Initiate Bold Action: tasks of the goal a priority names (up to 3, due date first,
 * toggled as actions, at most 5), or generated actions with checkboxes and 'Add another action'
 * for custom priorities; 'Generate Custom Actions' switches goal priorities to generated ones too.
 */
export function InitiateStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { t } = useLingui();
  const tasks = useTasks();
  const { groups, actionMode, setActionMode, updateGroup } = useWizard(
    'groups',
    'actionMode',
    'setActionMode',
    'updateGroup',
  );
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
            title: runtime._(msg`Could not generate custom actions`),
            message: runtime._(msg`Using default action suggestions instead.`),
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
        title: t`No actions selected`,
        message: t`Please select tasks from your goals or check AI-generated actions to continue.`,
      });
      return;
    }
    onContinue();
  };

  return (
    <StepFrame principle="initiate" actions={<BackAndContinue onBack={onBack} onClick={next} />}>
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
            {actionMode === 'tasks' ? t`Generate Custom Actions` : t`Use Goal Tasks`}
          </Button>
        )}
        {user && (
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => navigate('/dashboard?tab=tasks')}
          >
            {t`New Task`}
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
                  {slot.kind === 'goal'
                    ? t`Priority ${slot.index + 1} · from your goal`
                    : t`Priority ${slot.index + 1}`}
                </Text>
                <Title order={3} size="h4" id={headingId}>
                  {slot.priority}
                </Title>
              </div>
              {!loaded ? (
                <Loader size="sm" aria-label={t`Loading`} />
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
