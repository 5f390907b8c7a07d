// Formatting shared by several features. Kept free of date libraries: the first page uses it.

import { i18n } from '../i18n/catalogue';

// made on first use: the first page imports this module without formatting a date
let calendar: { locale: string; format: Intl.DateTimeFormat } | undefined;

/**
 * A YYYY-MM-DD calendar date for people in the active language (no time-zone shift): 'Dec 31,
 * 2026' (English is en-US's), '31 dic 2026'.
 */
export function formatDate(isoDate: string, locale: string = i18n.locale): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  if (calendar?.locale !== locale) {
    calendar = {
      locale,
      format: new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
  }
  return calendar.format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** 'year-round' -> 'Year-round', 'work' -> 'Work'. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A time of day on this device's clock, as the app writes times: '2:05 PM', and in Spanish '14:05'
 * (as es-ES writes it: no English 'PM' on a Spanish screen, issue 51). From the Date's own fields:
 * the first Intl time formatter of a page costs a phone about 80 ms (it was the sync status's whole
 * first render on the dashboard, docs/performance.md).
 */
export function formatClockTime(at: Date, locale = 'en'): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  if (locale === 'es') return `${hours}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

// made on first use, per language and with or without the year
let monthDays: { key: string; format: Intl.DateTimeFormat } | undefined;

/**
 * An instant on this device's clock, short: 'Nov 27, 2:05 PM', and in Spanish '27 nov, 14:05';
 * with its year when that is not `now`'s ('Sep 7, 2025, 9:30 AM').
 */
export function formatMoment(at: Date, now: Date, locale: string = i18n.locale): string {
  const withYear = at.getFullYear() !== now.getFullYear();
  const key = `${locale} ${withYear}`;
  if (monthDays?.key !== key) {
    monthDays = {
      key,
      format: new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
        month: 'short',
        day: 'numeric',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
    };
  }
  return `${monthDays.format.format(at)}, ${formatClockTime(at, locale)}`;
}
