import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import classes from './Celebration.module.css';
import { useCountUp } from './use-count-up';

/**
 * The streak growing with this save: the count goes from the streak before it to the streak after
 * (at once with reduced motion). Screen readers hear the new streak once, in the dashboard's words.
 */
export function StreakGrowth({ from, to, reduced }: { from: number; to: number; reduced: boolean }) {
  const { t } = useLingui();
  const shown = useCountUp(from, to, reduced);
  const current = to;
  const grown = !reduced && to > from && shown === to;
  return (
    <Stack gap={2} align="center" component="section" aria-label={t`Streak`}>
      <Group gap="xs" wrap="nowrap" aria-hidden="true">
        <ThemeIcon size="lg" radius="xl" variant="light" color="orange">
          <IconFlame size={22} />
        </ThemeIcon>
        <Text
          component="span"
          fz={36}
          fw={800}
          lh={1.1}
          className={classes.count}
          data-grown={grown || undefined}
          data-testid="streak-count"
        >
          {shown}
        </Text>
        <Text component="span" fw={600} c="dimmed">
          {/* the whole phrase agrees with the count ('1 día seguido', '2 días seguidos'; issue 51) */}
          {plural(to, { one: 'day in a row', other: 'days in a row' })}
        </Text>
      </Group>
      <VisuallyHidden>{t`Current streak: ${plural(current, { one: '# day', other: '# days' })}`}</VisuallyHidden>
      {to > from && from > 0 && (
        <Text size="sm" c="dimmed" aria-hidden="true">
          {t`One more day than yesterday`}
        </Text>
      )}
    </Stack>
  );
}
