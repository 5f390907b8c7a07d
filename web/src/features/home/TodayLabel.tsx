import { Box } from '@mantine/core';
import { centralDate, formatDayLabel } from '@reign/domain';

/** Today's date in Central time: the long form on wide screens, the short form on small ones. */
export function TodayLabel({ now }: { now?: Date }) {
  const iso = centralDate(now);
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
