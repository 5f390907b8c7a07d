import dayjs from 'dayjs';
import { i18n } from '../../i18n';

/** 'MMM D, YYYY' of a timestamp (a referral's or an achievement's date); '5 mar 2026' in Spanish. */
export function formatDate(iso: string, locale: string = i18n.locale): string {
  if (locale === 'en') return dayjs(iso).format('MMM D, YYYY');
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}
