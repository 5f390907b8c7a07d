import { Box } from '@mantine/core';
import { formatDayLabel, personToday } from '@reign/domain';
import { chosenTimeZone, useServerToday } from '../../api';

/** The person's today (the server's clock in their zone): the long form on wide screens, the short form on small ones. */
export function TodayLabel({ now }: { now?: Date }) {
  const today = useServerToday();
  const iso = now ? personToday(now, chosenTimeZone()) : today;
  return (
    <time dateTime={iso}>
      <Box component="span" visibleFrom="sm">
        {formatDayLabel(iso, 'long')}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {formatDayLabel(iso, 'short')}
      </Box>
    </time>
  );
}
