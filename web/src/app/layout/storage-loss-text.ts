import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { serverNow } from '../../api';
import type { StorageLossNotice } from '../../data/storage-loss-notices';
import { i18n as appI18n } from '../../i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

function format(at: Date, options: Intl.DateTimeFormatOptions, locale: string): string {
  // some ICU versions put a narrow no-break space before AM/PM: one plain space in the app's words
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, options).format(at).replace(/\s/g, ' ');
}

function startOfDay(at: Date): number {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();
}

/**
 * When, on this device's clock, as a person says it: 'today at 9:14 AM', 'yesterday at 9:14 AM',
 * 'Tuesday 9:14 AM' within the week, 'March 3 at 9:14 AM', with the year when it is another.
 */
export function sinceLabel(since: Date, now: Date, i18n: I18n = appI18n): string {
  const locale = i18n.locale;
  const time = format(since, { hour: 'numeric', minute: '2-digit' }, locale);
  const days = Math.round((startOfDay(now) - startOfDay(since)) / DAY_MS);
  if (days <= 0) return i18n._(msg`today at ${time}`);
  if (days === 1) return i18n._(msg`yesterday at ${time}`);
  if (days < 7) return format(since, { weekday: 'long', hour: 'numeric', minute: '2-digit' }, locale);
  const year = since.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' as const };
  return format(
    since,
    { month: 'long', day: 'numeric', ...year, hour: 'numeric', minute: '2-digit' },
    locale,
  );
}

/** The notice's words (docs/sync-protocol.md, 'Storage wiped by the browser'), in `i18n`'s language. */
export function storageLossMessage(
  notice: StorageLossNotice,
  now = serverNow(),
  i18n: I18n = appI18n,
): string {
  const n = notice.count;
  if (notice.kind === 'recovered') {
    return i18n._(
      msg`This browser cleared Reign's data on this device. ${plural(n, {
        one: '# change that had not synced yet was recovered and is being sent.',
        other: '# changes that had not synced yet were recovered and are being sent.',
      })}`,
    );
  }
  const since = sinceLabel(new Date(notice.since), now, i18n);
  return i18n._(
    msg`This browser cleared Reign's data on this device. ${plural(n, { one: '# change', other: '# changes' })} made since ${since} had not reached the server and could not be recovered.`,
  );
}
