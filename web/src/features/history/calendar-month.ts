import { monthLabel } from '../../ui/month-label';

/** Month arithmetic for the plan calendar: months are 'YYYY-MM'. */

/** The month `by` months after `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** 'March 2026' ('marzo de 2026' in Spanish: `locale` is the active language, i18n.locale). */
export function monthTitle(month: string, locale = 'en-US'): string {
  return monthLabel(month, locale);
}

/** The month's days as YYYY-MM-DD, and how many weekdays come before the 1st (weeks start on Sunday). */
export function monthDays(month: string): { offset: number; days: string[] } {
  const first = new Date(`${month}-01T12:00:00Z`);
  const next = new Date(`${shiftMonth(month, 1)}-01T12:00:00Z`);
  const count = Math.round((next.getTime() - first.getTime()) / 86_400_000);
  return {
    offset: first.getUTCDay(),
    days: Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  };
}
