import { Box } from '@mantine/core';
import { centralDate, formatDayLabel } from '@reign/domain';
import { useServerToday } from '../../api';

/** Today's date in Central time (the server's): the long form on wide screens, the short form on small ones. */
export function TodayLabel({ now }: { now?: Date }) {
  const today = useServerToday();
  const iso = now ? centralDate(now) : today;
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
