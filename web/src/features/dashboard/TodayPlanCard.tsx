import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useDailyActions, useMutations } from '../../data';
import { completedKeys, planActions, progressOf, toggledActions } from '../../data/plan-actions';
import { showToast } from '../../ui/toast';
import { ScriptureLink } from '../bible';

/**
 * Today's action plan (spec part 1 'Dashboard', overview): the actions of today's entry as
 * checkboxes, toggled locally ('Update Progress', or ticking one, starts editing) and saved with Save
 * (offline too, through the outbox) as one change per toggled action, so ticks made on another
 * device meanwhile are kept; Cancel drops the changes.
 */
export function TodayPlanCard({ entry }: { entry: Entry }) {
  const { t } = useLingui();
  const headingId = useId();
  const completions = useDailyActions(entry.date);
  const { setActionDone } = useMutations();
  const actions = useMemo(() => planActions(entry), [entry]);
  const saved = useMemo(() => completedKeys(completions, entry.id), [completions, entry.id]);
  /** the checked actions while editing; null when not editing */
  const [draft, setDraft] = useState<Set<string> | null>(null);
  /** the checked actions when editing started: Save sends only what differs from them */
  const [base, setBase] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const checked = draft ?? saved;
  const progress = progressOf(
    actions.length,
    actions.reduce((n, a) => n + (checked.has(a.key) ? 1 : 0), 0),
  );

  const startEditing = () => {
    setBase(saved);
    setDraft(new Set(saved));
  };

  const toggle = (key: string, on: boolean) => {
    if (draft === null) setBase(saved);
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setDraft(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      // every toggled action is written from the tap itself, none waits for another (a page closed
      // at once keeps them all: docs/sync-protocol.md, 'A tap is kept')
      await Promise.all(
        toggledActions(entry, base, checked).map(({ action, done }) => setActionDone(action, done)),
      );
      setDraft(null);
      showToast({
        title: t`Progress saved!`,
        message: t`Your action completions have been updated.`,
        variant: 'success',
      });
    } catch {
      showToast({
        title: t`Failed to save progress`,
        message: t`Please try again later.`,
        variant: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  const done = progress.done;
  const total = progress.total;
  const groups = entry.actionSteps.filter((g) => g.actions.length > 0);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t`Today's Action Plan`}
          </Title>
          {draft === null ? (
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={startEditing}
              disabled={actions.length === 0}
            >
              {t`Update Progress`}
            </Button>
          ) : (
            <Group gap="xs">
              <Button
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => void save()}
                loading={saving}
              >
                {t`Save`}
              </Button>
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => setDraft(null)}
                disabled={saving}
              >
                {t`Cancel`}
              </Button>
            </Group>
          )}
        </Group>

        <Text size="sm" c="dimmed">
          <ScriptureLink reference={entry.verseReference} />
        </Text>

        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {t`Progress`}
            </Text>
            <Text size="sm" c="dimmed" data-testid="plan-progress-text">
              {t`${done} of ${total} completed`}
            </Text>
          </Group>
          <Progress value={progress.percent} size="lg" radius="xl" aria-label={t`Today's progress`} />
        </div>

        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`This plan has no actions.`}
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={group.priority} gap={6}>
              <Badge variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
                {group.priority}
              </Badge>
              {actions
                .filter((a) => a.priority === group.priority)
                .map((action) => (
                  <Checkbox
                    key={action.key}
                    label={action.text}
                    checked={checked.has(action.key)}
                    disabled={saving}
                    onChange={(event) => toggle(action.key, event.currentTarget.checked)}
                    styles={{
                      label: { textDecoration: checked.has(action.key) ? 'line-through' : undefined },
                    }}
                  />
                ))}
            </Stack>
          ))
        )}

        {entry.challenges ? (
          <div>
            <Text size="sm" fw={600}>
              {t`Today's Challenges`}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.challenges}
            </Text>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
