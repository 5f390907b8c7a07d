import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Goal } from '@reign/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useGoals } from '../../../data';
import { CardButton } from '../../../ui/CardButton';
import { fieldError } from '../../../ui/form-fields';
import { capitalize } from '../../../ui/format';
import { MountWhenOpened } from '../../../ui/MountWhenOpened';
import { useAuth } from '../../auth';
import { CreateGoalDialog, useNewGoalGate } from '../../goals';
import { PREMIUM_BENEFITS, UpgradePrompt } from '../../upgrade-prompt';
import { priorityFieldText } from '../priority-fields';
import {
  canContinueFromPriorities,
  establishHint,
  fillFirstEmpty,
  goalCards,
  isGoalUsed,
  type Priorities,
  type PrioritiesFormValues,
} from '../rules';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../use-wizard';
import classes from '../Wizard.module.css';
import { BackAndContinue } from './StepButtons';

/** The premium feature a second goal needs: upgrade-prompt's 'Multiple Goals' (its catalogue's message). */
const MULTIPLE_GOALS = PREMIUM_BENEFITS[1];

const FIELDS = ['priority1', 'priority2', 'priority3'] as const;

/** A goal's category as people read it (the same words as the goals' own, goal-format.ts). */
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  spiritual: msg`Spiritual`,
  personal: msg`Personal`,
  professional: msg`Professional`,
  work: msg`Work`,
  health: msg`Health`,
  relationships: msg`Relationships`,
};

function GoalCardButton({ goal, used, onPick }: { goal: Goal; used: boolean; onPick: () => void }) {
  const detailsId = useId();
  const { t, i18n } = useLingui();
  const category = CATEGORY_NAMES[goal.category];
  const percent = goal.progressPercentage;
  return (
    <CardButton
      className={classes.goalCard}
      disabled={used}
      onClick={onPick}
      aria-label={goal.title}
      aria-describedby={detailsId}
    >
      <Stack gap={6}>
        <Text fw={600} lineClamp={2}>
          {goal.title}
        </Text>
        <Progress value={goal.progressPercentage} size="sm" aria-hidden="true" />
        <Group justify="space-between" gap="xs" id={detailsId}>
          <Text size="sm" c="dimmed">
            {t`${percent}% complete`}
          </Text>
          <Badge variant="light" size="sm">
            {category ? i18n._(category) : capitalize(goal.category)}
          </Badge>
          {used && (
            <Text size="xs" c="dimmed" w="100%">
              {t`Already one of your priorities`}
            </Text>
          )}
        </Group>
      </Stack>
    </CardButton>
  );
}

/** The form's zod resolver, loaded (with zod) when the form is first validated, not with the page. */
const lazyPrioritiesResolver: Resolver<PrioritiesFormValues> = async (values, context, options) =>
  (await import('../priorities-form')).prioritiesResolver(values, context, options);

/**
 * Step 1, Establish Priorities: up to 6 active goals as cards filling the first empty of three
 * slots (used cards disabled); every slot can also be typed (issue 15: a person with one goal picks
 * it and types two more), a toggle to hide the cards and type all three (automatic without active
 * goals), 'New Goal' with the free-member rule, Previous and Continue (disabled while priority 1
 * is empty; each priority must be filled: 'Priority cannot be empty').
 */
export function EstablishStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  const { user } = useAuth();
  const goals = useGoals();
  const { priorities, setPriorities, priorityMode, setPriorityMode } = useWizard(
    'priorities',
    'setPriorities',
    'priorityMode',
    'setPriorityMode',
  );
  const gate = useNewGoalGate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { t, i18n } = useLingui();

  const cards = goalCards(goals ?? []);
  const hasGoals = cards.length > 0;
  const mode = hasGoals ? priorityMode : 'custom';

  const form = useForm<PrioritiesFormValues>({
    resolver: lazyPrioritiesResolver,
    defaultValues: { priority1: priorities[0], priority2: priorities[1], priority3: priorities[2] },
  });
  const { register, setValue, handleSubmit, control, formState } = form;
  const watched = useWatch({ control });
  const current: Priorities = [watched.priority1 ?? '', watched.priority2 ?? '', watched.priority3 ?? ''];

  // Every keystroke is kept, so a reload or a trip to the dashboard continues here.
  const key = current.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the three values
  useEffect(() => {
    setPriorities([...current] as Priorities);
  }, [key, setPriorities]);

  const fill = (text: string) => {
    const next = fillFirstEmpty(current, text);
    FIELDS.forEach((field, i) => {
      if (next[i] !== current[i]) setValue(field, next[i] ?? '', { shouldValidate: formState.isSubmitted });
    });
  };

  const onSubmit = handleSubmit(() => onContinue());

  return (
    <StepFrame
      principle="establish"
      actions={
        <BackAndContinue
          onBack={onBack}
          form="priorities-form"
          disabled={!canContinueFromPriorities(current)}
        />
      }
    >
      {/* a guest without goals has neither: no empty row (the server's early step is drawn so too) */}
      {(hasGoals || user) && (
        <Group justify="space-between" gap="sm">
          {hasGoals ? (
            <Switch
              label={t`Type custom priorities`}
              checked={mode === 'custom'}
              onChange={(e) => setPriorityMode(e.currentTarget.checked ? 'custom' : 'goals')}
            />
          ) : (
            <span />
          )}
          {user && (
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => {
                if (gate.requestNewGoal()) setDialogOpen(true);
              }}
            >
              {t`New Goal`}
            </Button>
          )}
        </Group>
      )}

      {gate.showUpgrade && <UpgradePrompt feature={i18n._(MULTIPLE_GOALS)} onClose={gate.dismissUpgrade} />}

      {mode === 'goals' && (
        <Stack gap="xs" component="section" aria-labelledby="goal-cards-heading">
          <Title order={3} size="h5" id="goal-cards-heading">
            {t`Choose from your goals`}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {cards.map((goal) => (
              <GoalCardButton
                key={goal.id}
                goal={goal}
                used={isGoalUsed(current, goal)}
                onPick={() => fill(goal.title)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {goals === undefined && user && <Skeleton height={80} aria-hidden="true" />}

      <form id="priorities-form" onSubmit={onSubmit} noValidate aria-label={t`Today's priorities`}>
        <Stack gap="sm">
          {FIELDS.map((field, i) => {
            const value = current[i] ?? '';
            const n = i + 1;
            return (
              <TextInput
                key={field}
                {...priorityFieldText(i18n, n, mode)}
                error={fieldError(form, field)}
                maxLength={500}
                {...register(field)}
                rightSection={
                  value ? (
                    <CloseButton
                      size="sm"
                      aria-label={t`Clear priority ${n}`}
                      onClick={() => setValue(field, '', { shouldValidate: formState.isSubmitted })}
                    />
                  ) : null
                }
              />
            );
          })}
          {mode === 'goals' && (
            <Text size="sm" c="dimmed">
              {establishHint(cards.length, i18n)}
            </Text>
          )}
        </Stack>
      </form>

      {user && (
        <MountWhenOpened opened={dialogOpen}>
          <CreateGoalDialog
            opened={dialogOpen}
            onClose={() => setDialogOpen(false)}
            onCreated={(goal) => fill(goal.title)}
            compactErrors
          />
        </MountWhenOpened>
      )}
    </StepFrame>
  );
}
