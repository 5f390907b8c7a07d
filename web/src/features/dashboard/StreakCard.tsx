import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { addDays, planStreaks, streakDays } from '@reign/domain';
import { IconFlame } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useServerToday } from '../../api';
import { useEntries } from '../../data';
// not through data/index: the entry's chunk would carry it (docs/performance.md)
import { useReadingDates } from '../../data/reading-plan-queries';

/** The card's height (its icon and padding), for the skeleton that holds its place. */
export const STREAK_CARD_HEIGHT = 78;

/**
 * The current and longest streak of days with a saved plan or a reading plan's day read (issues 15
 * and 38; packages/domain streaks.ts: one missed day in any seven is a grace day). On the overview and on / after saving.
 */
export function StreakCard() {
  const { t } = useLingui();
  const entries = useEntries();
  const readingDates = useReadingDates();
  const today = useServerToday();
  const streaks = useMemo(
    () =>
      entries
        ? planStreaks(
            streakDays(
              entries.map((e) => e.date),
              readingDates ?? [],
            ),
            today,
          )
        : undefined,
    [entries, readingDates, today],
  );
  if (!streaks) return null;
  const graceInRun = streaks.graceDays.filter((d) => d > addDays(today, -streaks.current)).length;
  const current = streaks.current;
  const longest = streaks.longest;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t`Streak`}
      mih={STREAK_CARD_HEIGHT}
    >
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size="xl" radius="xl" variant="light" color="orange" aria-hidden="true">
          <IconFlame size={24} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700} data-testid="current-streak">
            {t`Current streak: ${plural(current, { one: '# day', other: '# days' })}`}
          </Text>
          <Text size="sm" c="dimmed" data-testid="longest-streak">
            {t`Longest streak: ${plural(longest, { one: '# day', other: '# days' })}`}
            {graceInRun > 0
              ? ` · ${t`${plural(graceInRun, { one: '# grace day', other: '# grace days' })} in this streak`}`
              : ''}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
