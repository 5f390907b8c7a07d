import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { answeredInMonth } from '@reign/domain';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useServerToday } from '../../api';
import { usePrayers } from '../../data';
import { Link } from '../../ui/Link';

/** The overview's line: 'Answered this month: N', linking to the Answered tab of /prayers. */
export function AnsweredThisMonth() {
  const { t } = useLingui();
  const prayers = usePrayers();
  const today = useServerToday();
  // its line's height held while the prayers load, so the cards below do not move
  if (prayers === undefined) return <Box h={22} aria-hidden="true" />;
  const count = answeredInMonth(prayers, today);
  return (
    <Group gap="xs" wrap="nowrap" mih={22}>
      <IconHeartHandshake size={18} aria-hidden="true" />
      <Text size="sm">
        <Anchor component={Link} to="/prayers?tab=answered">
          {t`Answered this month: ${count}`}
        </Anchor>
      </Text>
    </Group>
  );
}
