import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { IconCheck, IconChevronDown, IconChevronUp, IconCircle } from '@tabler/icons-react';
import { memo, useId, useMemo, useState } from 'react';
import { useDailyActions } from '../../data';
import { completedKeys, planActions, progressOf } from '../../data/plan-actions';
import { ArticleCard } from '../../ui/ArticleCard';
import { StateIcon } from '../../ui/StateIcon';
import { ScriptureLink } from '../bible';
import { keptVerseCredit } from '../kept-verse';
import { planDayLabel } from './history-filter';

/** The actions of one plan with their saved completions (read from this device when shown). */
function EntryActions({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  const completions = useDailyActions(entry.date);
  const actions = useMemo(() => planActions(entry), [entry]);
  const done = useMemo(() => completedKeys(completions, entry.id), [completions, entry.id]);
  const progress = progressOf(
    actions.length,
    actions.reduce((n, a) => n + (done.has(a.key) ? 1 : 0), 0),
  );
  const { done: doneCount, total } = progress;
  const day = planDayLabel(entry.date, i18n.locale);
  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t`No actions in this plan.`}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t`Action steps`}
        </Text>
        <Text size="sm" c="dimmed" data-testid="history-progress">
          {completions === undefined ? t`Loading…` : t`${doneCount} of ${total} completed`}
        </Text>
      </Group>
      <Progress value={progress.percent} aria-label={t`Progress on ${day}`} />
      <List spacing={4} size="sm" center>
        {actions.map((action) => {
          const checked = done.has(action.key);
          return (
            <List.Item
              key={action.key}
              icon={
                <StateIcon on={checked} size={18} color="teal">
                  {checked ? (
                    <IconCheck size={12} aria-hidden="true" />
                  ) : (
                    <IconCircle size={12} aria-hidden="true" />
                  )}
                </StateIcon>
              }
            >
              <span>
                {action.text}
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {action.priority}
                  {checked ? ` · ${t`done`}` : ''}
                </Text>
              </span>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

export interface HistoryEntryCardProps {
  entry: Entry;
  /** Show the action steps with their completions at once (the first 5 visible entries). */
  preload: boolean;
}

/** The plan's verse cited as it was kept: 'Salmos 23:1 · RV1909' (issue 51). */
function keptVerseLabel(entry: Entry, locale: string): string {
  const { reference, translation } = keptVerseCredit(entry, locale);
  return translation ? `${reference} · ${translation}` : reference;
}

/** One past daily plan: date, verse, priorities, and its action-step progress. */
export const HistoryEntryCard = memo(function HistoryEntryCard({ entry, preload }: HistoryEntryCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const actionsId = useId();
  const [opened, setOpened] = useState(false);
  const expanded = preload || opened;
  const prayedFor = entry.prayedFor?.map((p) => p.title).join(', ');
  const actionTotal = entry.actionSteps.reduce((n, g) => n + g.actions.length, 0);
  return (
    <ArticleCard headingId={headingId} testId="history-entry" padding="md" gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={700} id={headingId} component="h3" m={0} size="md">
          {planDayLabel(entry.date, i18n.locale)}
        </Text>
        <Badge variant="light">
          <ScriptureLink reference={entry.verseReference} label={keptVerseLabel(entry, i18n.locale)} />
        </Badge>
      </Group>
      <Text size="sm" fs="italic" lineClamp={3}>
        {entry.verse}
      </Text>
      {entry.priorities.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t`Priorities:`}
          </Text>
          {entry.priorities.map((p) => (
            <Badge key={p} variant="outline" radius="sm" size="sm" tt="none">
              {p}
            </Badge>
          ))}
        </Group>
      )}
      {entry.prayedFor?.length ? (
        <Text size="xs" c="dimmed">
          {t`Prayed for: ${prayedFor}`}
        </Text>
      ) : null}
      {expanded ? (
        <div id={actionsId}>
          <EntryActions entry={entry} />
        </div>
      ) : null}
      {!preload && actionTotal > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={opened}
          aria-controls={opened ? actionsId : undefined}
          rightSection={
            opened ? (
              <IconChevronUp size={14} aria-hidden="true" />
            ) : (
              <IconChevronDown size={14} aria-hidden="true" />
            )
          }
          onClick={() => setOpened((o) => !o)}
        >
          {opened
            ? t`Hide action steps`
            : t`Show ${plural(actionTotal, { one: '# action step', other: '# action steps' })}`}
        </Button>
      ) : null}
    </ArticleCard>
  );
});
