import { formatDayLabel } from '@reign/domain';

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
