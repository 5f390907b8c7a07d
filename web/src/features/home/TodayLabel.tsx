import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { centralDate } from '@reign/domain';
import { useServerToday } from '../../api';
import { dayLabel } from '../../ui/day-label';

/** The person's today (their zone's, Central time's until chosen): long on wide screens, short on small ones. */
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
