import dayjs from 'dayjs';

/** 'MMM D, YYYY' of a timestamp (a referral's or an achievement's date). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}
