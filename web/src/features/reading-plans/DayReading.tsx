import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PlanDay } from '@reign/bible/reading-plans';
import { useServerToday } from '../../api';
import { useMutations } from '../../data';
import { passagesInLanguage } from '../../i18n/shared/reading-plans';
import { PassageLinks } from '../../ui/PassageLinks';
import { showFailure } from '../../ui/toast';
import { useOptimisticDone } from '../tasks';

/** A day of a plan: its label, its passages as links, and the 'Mark as read' tick. */
export function DayReading({
  planId,
  day,
  read,
  showLinks = true,
}: {
  planId: string;
  day: PlanDay;
  read: boolean;
  showLinks?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { markReadingDay } = useMutations();
  const dayNumber = day.day;
  const verses = day.verses;
  const label = passagesInLanguage(day.label, i18n.locale);
  const today = useServerToday();
  // the tick shows at once; the stored row (a live read) is the truth when it arrives
  const box = useOptimisticDone(read, (checked) =>
    markReadingDay(planId, day.day, checked, today).then(
      () => true,
      (err: unknown) => {
        showFailure(t`Could not save your reading`, err);
        return false;
      },
    ),
  );
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div>
          <Text fw={500} td={box.checked ? 'line-through' : undefined}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {t`Day ${dayNumber} · ${plural(verses, { one: '# verse', other: '# verses' })}`}
          </Text>
        </div>
        <Checkbox
          label={t`Mark as read`}
          aria-label={t`Mark day ${dayNumber} as read: ${label}`}
          checked={box.checked}
          onChange={(e) => box.onChange(e.currentTarget.checked)}
        />
      </Group>
      {showLinks && <PassageLinks day={day} />}
    </Stack>
  );
}
