import { useLingui } from '@lingui/react/macro';
import { Card, List, Stack, Title } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { Suspense } from 'react';
import { Paragraphs } from '../../ui/Paragraphs';
import { useAuth } from '../auth';
import { TextWithReferences } from '../bible';
import { StreakCard, TodayPlanCard } from '../dashboard';
import { TodayReadingCard, useReadingHint } from '../reading-plans';
import { MorningReminderCard } from '../reminders';
import { PlanConflictNotice } from '../sync-issues';
import { useWizardStore } from '../wizard';
import { SavedScripture } from './SavedScripture';

/**
 * Today's saved plan on the home page (issue 15: one plan a day): the verse with its audio and
 * reflection (issue 37), the priorities, the actions with their checkboxes, the challenges and the
 * prayer shown on Navigate in Faith (kept as the plan's encouragement), 'Today's reading' with an active
 * reading plan (issue 51), with 'Edit today's plan', which
 * reopens the wizard filled in and saves into the same plan. After the first saved plan the morning
 * reminder is offered here. Loaded when someone signs in (HomePage): a guest never sees it.
 */
export default function TodayPlanView({ entry, onEdit }: { entry: Entry; onEdit: () => void }) {
  const { t } = useLingui();
  const owner = useAuth().user?.id ?? null;
  const editPlan = useWizardStore((s) => s.editPlan);
  const hasReadingPlan = useReadingHint();
  return (
    <Stack gap="lg" component="section" aria-label={t`Today's saved plan`}>
      <PlanConflictNotice entryId={entry.id} />
      <Card withBorder radius="md" padding="lg" component="article" aria-labelledby="saved-verse-heading">
        <Stack gap="xs">
          <SavedScripture
            entry={entry}
            onEdit={() => {
              editPlan(entry, owner);
              onEdit();
            }}
          />
          <Title order={3} size="h5" mt="sm">
            {t`Today's Priorities`}
          </Title>
          <List type="ordered" spacing={4}>
            {entry.priorities.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <StreakCard />
      <TodayPlanCard key={entry.id} entry={entry} />
      {hasReadingPlan && (
        <Suspense fallback={null}>
          <TodayReadingCard where="saved" />
        </Suspense>
      )}
      <MorningReminderCard />
      {entry.encouragement ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="saved-prayer-heading">
          <Title order={2} size="h4" id="saved-prayer-heading" mb="sm">
            {t`Your Prayer for Today`}
          </Title>
          <Paragraphs text={entry.encouragement} italic render={(p) => <TextWithReferences text={p} />} />
        </Card>
      ) : null}
    </Stack>
  );
}
