import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PlanDay } from '@reign/bible/reading-plans';
import type { CircleReading, CircleReadingMark, CircleReadingNote } from '@reign/contract';
import { daysBetween } from '@reign/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerToday } from '../../api';
import { useReadTogether } from '../../data/circle-reading';
import { passagesInLanguage } from '../../i18n/shared/reading-plans';
import { PassageLinks } from '../../ui/PassageLinks';
import { showFailure } from '../../ui/toast';
import { useOptimisticDone } from '../tasks';
import { CircleNotes } from './CircleNotes';
import { readersLabel } from './circle-words';

/** 'I've read it' for one day, shown at once (kept here, sent when online), and who else has read it. */
function ReadBox({
  reading,
  day,
  mine,
  others,
}: {
  reading: DayProps['reading'];
  day: number;
  mine: boolean;
  others: string[];
}) {
  const { t, i18n } = useLingui();
  const write = useReadTogether();
  const box = useOptimisticDone(mine, (read) =>
    write({ kind: 'read', circleId: reading.circleId, readingId: reading.id, day, read }).then(
      () => true,
      (err: unknown) => {
        showFailure(t`Could not save your reading`, err);
        return false;
      },
    ),
  );
  return (
    <>
      <Checkbox
        label={t`I've read it`}
        checked={box.checked}
        onChange={(e) => box.onChange(e.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        {readersLabel(box.checked, others, i18n)}
      </Text>
    </>
  );
}

interface DayProps {
  reading: Omit<CircleReading, 'version'>;
  days: PlanDay[];
  marks: Omit<CircleReadingMark, 'version'>[];
  notes: Omit<CircleReadingNote, 'version'>[];
  leads: boolean;
}

/**
 * One day of the circle's plan: today's by the start date (in this person's own calendar), or an
 * earlier one chosen to catch up. Its passages, the person's 'I've read it', who else has, and the notes.
 */
export function CircleReadingDay({ reading, days, marks, notes, leads }: DayProps) {
  const { t, i18n } = useLingui();
  const today = useServerToday();
  const circleDay = daysBetween(reading.startDate, today) + 1;
  const lastOpen = Math.min(days.length, circleDay);
  const [chosen, setChosen] = useState<number | null>(null);
  const day = Math.max(1, Math.min(chosen ?? lastOpen, lastOpen));
  const plan = days[day - 1];
  const onDay = marks.filter((m) => m.day === day);
  const length = days.length;
  const startDate = i18n.date(`${reading.startDate}T12:00:00`, { dateStyle: 'long' });
  if (circleDay < 1 || !plan) return <Text c="dimmed">{t`The circle starts reading on ${startDate}.`}</Text>;
  const others = onDay.filter((m) => !m.mine).map((m) => m.name);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t`Previous day`}
          disabled={day <= 1}
          onClick={() => setChosen(day - 1)}
        >
          <IconChevronLeft aria-hidden="true" size={18} />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {day === circleDay ? t`Today: day ${day} of ${length}` : t`Day ${day} of ${length}`}
          </Text>
          <Text fw={500}>{passagesInLanguage(plan.label, i18n.locale)}</Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          aria-label={t`Next day`}
          disabled={day >= lastOpen}
          onClick={() => setChosen(day + 1)}
        >
          <IconChevronRight aria-hidden="true" size={18} />
        </ActionIcon>
      </Group>
      <PassageLinks day={plan} />
      <ReadBox key={day} reading={reading} day={day} mine={onDay.some((m) => m.mine)} others={others} />
      <CircleNotes reading={reading} day={day} notes={notes.filter((n) => n.day === day)} leads={leads} />
    </Stack>
  );
}
