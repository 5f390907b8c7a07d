import { Badge, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { formatDayLabel, plural } from '@reign/domain';
import { IconCheck, IconChevronDown, IconChevronUp, IconCircle } from '@tabler/icons-react';
import { memo, useId, useMemo, useState } from 'react';
import { completedKeys, planActions, progressOf, useDailyActions } from '../../data';
import { ArticleCard } from '../../ui/ArticleCard';
import { StateIcon } from '../../ui/StateIcon';
import { ScriptureLink } from '../bible';

/** The actions of one plan with their saved completions (read from this device when shown). */
function EntryActions({ entry }: { entry: Entry }) {
  const completions = useDailyActions(entry.date);
  const actions = useMemo(() => planActions(entry), [entry]);
  const done = useMemo(() => completedKeys(completions, entry.id), [completions, entry.id]);
  const progress = progressOf(
    actions.length,
    actions.reduce((n, a) => n + (done.has(a.key) ? 1 : 0), 0),
  );
  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No actions in this plan.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Action steps
        </Text>
        <Text size="sm" c="dimmed" data-testid="history-progress">
          {completions === undefined ? 'Loading…' : `${progress.done} of ${progress.total} completed`}
        </Text>
      </Group>
      <Progress value={progress.percent} aria-label={`Progress on ${formatDayLabel(entry.date, 'long')}`} />
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
                  {checked ? ' · done' : ''}
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

/** One past daily plan: date, verse, priorities, and its action-step progress. */
export const HistoryEntryCard = memo(function HistoryEntryCard({ entry, preload }: HistoryEntryCardProps) {
  const headingId = useId();
  const actionsId = useId();
  const [opened, setOpened] = useState(false);
  const expanded = preload || opened;
  const actionTotal = entry.actionSteps.reduce((n, g) => n + g.actions.length, 0);
  return (
    <ArticleCard headingId={headingId} testId="history-entry" padding="md" gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={700} id={headingId} component="h3" m={0} size="md">
          {formatDayLabel(entry.date, 'long')}
        </Text>
        <Badge variant="light">
          <ScriptureLink reference={entry.verseReference} />
        </Badge>
      </Group>
      <Text size="sm" fs="italic" lineClamp={3}>
        {entry.verse}
      </Text>
      {entry.priorities.length > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Priorities:
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
          Prayed for: {entry.prayedFor.map((p) => p.title).join(', ')}
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
          {opened ? 'Hide action steps' : `Show ${plural(actionTotal, 'action step')}`}
        </Button>
      ) : null}
    </ArticleCard>
  );
});
