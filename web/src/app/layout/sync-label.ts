import type { SyncStatus } from '../../data/sync-hooks';
import { formatClockTime } from '../../ui/format';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** The one-line state: offline, signed out, syncing, waiting changes, or the last sync time. */
export function syncLabel(s: SyncStatus): string {
  if (!s.online) return s.pending > 0 ? `Offline · ${changes(s.pending)} waiting` : 'Offline';
  if (s.paused === 'signed-out') return 'Sign in to sync';
  if (s.syncing) return 'Syncing…';
  if (s.pending > 0) return `${changes(s.pending)} waiting`;
  if (s.lastSyncedAt) return `Synced ${formatClockTime(new Date(s.lastSyncedAt))}`;
  return 'Not synced yet';
}
