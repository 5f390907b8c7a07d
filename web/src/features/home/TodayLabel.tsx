import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { centralDate, formatDayLabel } from '@reign/domain';
import { useServerToday } from '../../api';

/** A calendar date ('2026-11-26') in `locale`: 'jueves, 26 de noviembre de 2026', 'jue, 26 nov'. */
function intlDayLabel(iso: string, style: 'long' | 'short', locale: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(day);
}

/**
 * A calendar date for people in `locale`: English word for word as the domain writes it
 * ('Thursday, November 26, 2026'), another language through Intl.
 */
export function dayLabel(iso: string, style: 'long' | 'short', locale: string): string {
  return locale === 'en' ? formatDayLabel(iso, style) : intlDayLabel(iso, style, locale);
}

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
