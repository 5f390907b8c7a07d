import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { centralDate } from '@reign/domain';
import { useServerToday } from '../../api';
import { dayLabel } from '../../ui/day-label';

/** Today's date in Central time (the server's): the long form on wide screens, the short form on small ones. */
export function TodayLabel({ now }: { now?: Date }) {
  const today = useServerToday();
  const { i18n } = useLingui();
  const iso = now ? centralDate(now) : today;
  // English word for word as before; another language through Intl
  const label = (style: 'long' | 'short') => dayLabel(iso, style, i18n.locale);
  return (
    <time dateTime={iso}>
      <Box component="span" visibleFrom="sm">
        {label('long')}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {label('short')}
      </Box>
    </time>
  );
}
