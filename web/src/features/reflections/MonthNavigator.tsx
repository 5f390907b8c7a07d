import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type MonthKey, monthLabel, shiftMonth } from './archive-filters';

/** Previous and next month around the 'Month YYYY' label; the list shows the chosen month only. */
export function MonthNavigator({
  month,
  onChange,
}: {
  month: MonthKey;
  onChange: (month: MonthKey) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={t`Month`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Previous month`}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <Text fw={600} miw={140} ta="center" aria-live="polite" data-testid="archive-month">
        {monthLabel(month, i18n.locale)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Next month`}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
