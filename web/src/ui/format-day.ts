import type { I18n } from '@lingui/core';
import { formatDate } from './format';

let calendars: { locale: string; format: Intl.DateTimeFormat } | undefined;
/** A YYYY-MM-DD date for people in the active language: 'Dec 31, 2026', '31 dic 2026'. */
export function formatDay(isoDate: string, i18n: I18n): string {
  if (i18n.locale === 'en') return formatDate(isoDate);
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  if (calendars?.locale !== i18n.locale) {
    calendars = {
      locale: i18n.locale,
      format: new Intl.DateTimeFormat(i18n.locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
  }
  return calendars.format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}
