import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { CompleteDayBody } from '@reign/contract';
import { fallbackPrayer } from '@reign/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { generateEncouragement } from '../../data';
import { fieldError } from '../../ui/form-fields';
import { showToast } from '../../ui/toast';
import { ActionsFor, AiButton, StepSection } from './DayPlanParts';
import {
  completeDayPayload,
  type DayPlanValues,
  dayActionSteps,
  dayPlanForm,
  EMPTY_DAY_PLAN,
  prioritiesOf,
} from './day-plan';

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
  const { t, i18n } = useLingui();
  const form = useForm<DayPlanValues, unknown, z.output<typeof dayPlanForm>>({
    resolver: zodResolver(dayPlanForm),
    defaultValues: EMPTY_DAY_PLAN,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
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
  const prayer =
    personal?.key === prayerKey
      ? personal.text
      : fallbackPrayer(prayerInput, () => 0, i18n.locale === 'es' ? 'es' : 'en');

  const personalise = async () => {
    setWriting(true);
    const answer = await generateEncouragement(prayerInput);
    setWriting(false);
    if (answer.failed) {
      showToast({
        title: t`Could not generate personalized prayer`,
        message: t`Using a default prayer instead.`,
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
    <form onSubmit={submit} noValidate aria-label={t`Day ${day} plan`}>
      <Stack gap="lg">
        <StepSection index={1}>
          {([1, 2, 3] as const).map((n) => (
            <TextInput
              key={n}
              label={t`Priority ${n}`}
              placeholder={n === 1 ? t`Your most important focus today` : t`Optional`}
              withAsterisk={n === 1}
              maxLength={500}
              error={fieldError(form, `priority${n}`)}
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
              {t`Name a priority above to plan its actions.`}
            </Text>
          )}
        </StepSection>

        <StepSection index={3}>
          <Textarea
            label={t`What challenges might you face today?`}
            description={t`Naming them now helps you meet them with faith. Optional.`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={5000}
            error={fieldError(form, 'challenges')}
            {...form.register('challenges')}
          />
        </StepSection>

        <StepSection index={4}>
          <Stack gap="xs" aria-labelledby="series-prayer-heading" component="section">
            <Group justify="space-between">
              <Title order={3} size="h5" id="series-prayer-heading">
                {t`Your Prayer for Today`}
              </Title>
              <AiButton loading={writing} onClick={personalise}>
                {t`Personalize prayer`}
              </AiButton>
            </Group>
            <Text fs="italic" style={{ lineHeight: 1.7 }} data-testid="series-prayer">
              {prayer}
            </Text>
          </Stack>
        </StepSection>

        <Group justify="flex-end" gap="sm">
          {completedBefore && (
            <Badge color="teal" variant="light">
              {t`Completed before: saving updates your plan`}
            </Badge>
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            {t`Complete Day ${day}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
