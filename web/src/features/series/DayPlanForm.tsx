import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { CompleteDayBody } from '@reign/contract';
import { fallbackPrayer, PRINCIPLES } from '@reign/domain';
import { IconCheck, IconPlus, IconSparkles, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { generateActionSteps, generateEncouragement } from '../../data';
import { showToast } from '../../ui/toast';
import {
  addActions,
  completeDayPayload,
  type DayPlanValues,
  dayActionSteps,
  dayPlanForm,
  EMPTY_DAY_PLAN,
  MAX_ACTIONS,
  prioritiesOf,
} from './day-plan';

export function StepSection({ index, children }: { index: number; children: ReactNode }) {
  const principle = PRINCIPLES[index];
  const headingId = `series-step-${principle?.key ?? index}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" aria-hidden="true">
            <Text fw={800}>{principle?.letter}</Text>
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id={headingId}>
              {principle?.title}
            </Title>
            <Text size="sm" c="dimmed">
              {principle?.summary}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function ActionsFor({
  priority,
  actions,
  onChange,
}: {
  priority: string;
  actions: string[];
  onChange: (actions: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const add = () => {
    if (!draft.trim()) return;
    onChange(addActions(actions, [draft]));
    setDraft('');
  };
  const suggest = async () => {
    setSuggesting(true);
    const answer = await generateActionSteps(priority);
    setSuggesting(false);
    if (answer.failed) {
      showToast({ title: 'Could not generate action steps', message: 'Using suggested steps instead.' });
    }
    onChange(addActions(actions, answer.value));
  };

  return (
    <Stack gap="xs" component="section" aria-label={`Actions for ${priority}`}>
      <Text fw={600}>{priority}</Text>
      {actions.length > 0 && (
        <List spacing={4} size="sm" center>
          {actions.map((action) => (
            <List.Item
              key={action}
              icon={
                <ThemeIcon color="teal" size={18} radius="xl" aria-hidden="true">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{action}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${action}`}
                  onClick={() => onChange(actions.filter((a) => a !== action))}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={`Add an action for ${priority}`}
          placeholder="A concrete step you will take today"
          value={draft}
          maxLength={500}
          disabled={actions.length >= MAX_ACTIONS}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" onClick={add} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          Add
        </Button>
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        loading={suggesting}
        onClick={suggest}
        leftSection={<IconSparkles size={14} aria-hidden="true" />}
      >
        Suggest actions
      </Button>
    </Stack>
  );
}

export interface DayPlanFormProps {
  day: number;
  /** the day was completed before: saving updates its plan */
  completedBefore: boolean;
  onComplete: (plan: Omit<CompleteDayBody, 'seriesDailyEntryId'>) => Promise<void>;
}

/**
 * The REIGN steps after a series day's scripture (Renew is the page's verse and reflection):
 * three priorities, actions for each, the challenges and the prayer (the built-in prayer for these
 * inputs, or a personalised one on request), then 'Complete Day N'.
 */
export function DayPlanForm({ day, completedBefore, onComplete }: DayPlanFormProps) {
  const form = useForm<DayPlanValues, unknown, z.output<typeof dayPlanForm>>({
    resolver: zodResolver(dayPlanForm),
    defaultValues: EMPTY_DAY_PLAN,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as DayPlanValues;
  const priorities = prioritiesOf({
    priority1: values.priority1 ?? '',
    priority2: values.priority2 ?? '',
    priority3: values.priority3 ?? '',
  });
  const [actions, setActions] = useState<string[][]>([[], [], []]);
  const prayerInput = {
    priorities: priorities.map((p) => p.trim()).filter(Boolean),
    actionSteps: dayActionSteps(priorities, actions),
    challenges: (values.challenges ?? '').trim(),
  };
  const prayerKey = JSON.stringify(prayerInput);
  const [personal, setPersonal] = useState<{ key: string; text: string } | null>(null);
  const [writing, setWriting] = useState(false);
  const prayer = personal?.key === prayerKey ? personal.text : fallbackPrayer(prayerInput, () => 0);

  const personalise = async () => {
    setWriting(true);
    const answer = await generateEncouragement(prayerInput);
    setWriting(false);
    if (answer.failed) {
      showToast({
        title: 'Could not generate personalized prayer',
        message: 'Using a default prayer instead.',
      });
    }
    setPersonal({ key: prayerKey, text: answer.value });
  };

  const setActionsAt = (index: number, next: string[]) =>
    setActions((all) => all.map((list, i) => (i === index ? next : list)));

  const submit = form.handleSubmit(async (parsed) => {
    await onComplete(completeDayPayload(parsed, actions, prayer));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Day ${day} plan`}>
      <Stack gap="lg">
        <StepSection index={1}>
          {([1, 2, 3] as const).map((n) => (
            <TextInput
              key={n}
              label={`Priority ${n}`}
              placeholder={n === 1 ? 'Your most important focus today' : 'Optional'}
              withAsterisk={n === 1}
              maxLength={500}
              error={errors[`priority${n}`]?.message}
              {...form.register(`priority${n}`)}
            />
          ))}
        </StepSection>

        <StepSection index={2}>
          {priorities.some((p) => p.trim()) ? (
            priorities.map((p, i) =>
              p.trim() ? (
                <ActionsFor
                  // biome-ignore lint/suspicious/noArrayIndexKey: one block per priority slot
                  key={i}
                  priority={p.trim()}
                  actions={actions[i] ?? []}
                  onChange={(next) => setActionsAt(i, next)}
                />
              ) : null,
            )
          ) : (
            <Text c="dimmed" size="sm">
              Name a priority above to plan its actions.
            </Text>
          )}
        </StepSection>

        <StepSection index={3}>
          <Textarea
            label="What challenges might you face today?"
            description="Naming them now helps you meet them with faith. Optional."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={5000}
            error={errors.challenges?.message}
            {...form.register('challenges')}
          />
        </StepSection>

        <StepSection index={4}>
          <Stack gap="xs" aria-labelledby="series-prayer-heading" component="section">
            <Group justify="space-between">
              <Title order={3} size="h5" id="series-prayer-heading">
                Your Prayer for Today
              </Title>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={writing}
                onClick={personalise}
                leftSection={<IconSparkles size={14} aria-hidden="true" />}
              >
                Personalize prayer
              </Button>
            </Group>
            <Text fs="italic" style={{ lineHeight: 1.7 }} data-testid="series-prayer">
              {prayer}
            </Text>
          </Stack>
        </StepSection>

        <Group justify="flex-end" gap="sm">
          {completedBefore && (
            <Badge color="teal" variant="light">
              Completed before: saving updates your plan
            </Badge>
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            Complete Day {day}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
