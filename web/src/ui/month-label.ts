import { MONTH_NAMES } from '@reign/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A month ('2026-03') for people in `locale`: 'March 2026' in English (the domain's month names),
 * 'marzo de 2026' in Spanish through Intl (one formatter per language, made on first use).
 */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  if (locale === 'en' || locale === 'en-US' || !y || !m)
    return `${MONTH_NAMES[(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, 15)));
}
