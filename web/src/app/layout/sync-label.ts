import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SyncStatus } from '../../data/sync-hooks';
import { formatClockTime } from '../../ui/format';

/**
 * The one-line state: offline, signed out, syncing, waiting changes, or the last sync time, in
 * the language of `i18n` (the caller's, from useLingui: it re-renders when the language changes).
 */
export function syncLabel(s: SyncStatus, i18n: I18n): string {
  const n = s.pending;
  if (!s.online) {
    return n > 0
      ? i18n._(msg`Offline · ${plural(n, { one: '# change', other: '# changes' })} waiting`)
      : i18n._(msg`Offline`);
  }
  if (s.paused === 'signed-out') return i18n._(msg`Sign in to sync`);
  if (s.syncing) return i18n._(msg`Syncing…`);
  if (n > 0) return i18n._(msg`${plural(n, { one: '# change', other: '# changes' })} waiting`);
  if (s.lastSyncedAt) {
    const time = formatClockTime(new Date(s.lastSyncedAt), i18n.locale);
    return i18n._(msg`Synced ${time}`);
  }
  return i18n._(msg`Not synced yet`);
}
