import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { addDays, streakOf } from '@reign/domain';
import { IconFlame } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useServerToday } from '../../api';
// not through data/index: the entry's chunk would carry it (docs/performance.md)
import { useStreakHistory } from '../../data/streak-queries';

/** The card's height (its icon and padding), for the skeleton that holds its place. */
export const STREAK_CARD_HEIGHT = 78;

/**
 * The current and longest streak: the one streak (packages/domain streaks.ts: days with a saved
 * plan or a reading plan's day read, one missed day in any seven a grace day), as every screen
 * shows it. On the overview and on / after saving. `loading` is drawn until the history is read.
 */
export function StreakCard({ loading = null }: { loading?: ReactNode } = {}) {
  const { t } = useLingui();
  const history = useStreakHistory();
  const today = useServerToday();
  const streaks = useMemo(() => (history ? streakOf(history, today) : undefined), [history, today]);
  // the plans and the reading days are two reads that arrive apart: what holds the card's place
  // stays until both are in (a gap of one frame between them moved the page under the reader)
  if (!streaks) return loading;
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
