import { callApi } from '../api';

/**
 * What the person is told after the browser wiped a database that had changes waiting
 * (docs/sync-protocol.md, 'Storage wiped by the browser'). The record is kept in localStorage
 * (`reign:storage-loss:<db>`) until the person dismisses the notice, so a reload before they read
 * it does not swallow it; a loss the server has not confirmed yet is kept until it can be asked.
 */

/** A notice to show: changes put back from the mirror, or changes that could not be. */
export type StorageLossNotice =
  | { kind: 'recovered'; count: number }
  | {
      kind: 'lost';
      count: number;
      /** the oldest waiting change's time when the database was wiped (ISO) */
      since: string;
    };

/** Changes were waiting and nothing could be put back: how many reached the server is not known yet. */
export interface UnconfirmedLoss {
  kind: 'unconfirmed';
  clientId: string;
  seqOffset: number;
  count: number;
  maxSeq: number;
  since: string;
}

export type StorageLossRecord = StorageLossNotice | UnconfirmedLoss;

export const lossKey = (dbName: string) => `reign:storage-loss:${dbName}`;

export function readLossRecord(dbName: string): StorageLossRecord | null {
  try {
    const record = JSON.parse(globalThis.localStorage?.getItem(lossKey(dbName)) ?? 'null') as unknown;
    const kind = (record as { kind?: unknown } | null)?.kind;
    return kind === 'recovered' || kind === 'lost' || kind === 'unconfirmed'
      ? (record as StorageLossRecord)
      : null;
  } catch {
    return null;
  }
}

export function writeLossRecord(dbName: string, record: StorageLossRecord | null): void {
  try {
    if (record === null) globalThis.localStorage?.removeItem(lossKey(dbName));
    else globalThis.localStorage?.setItem(lossKey(dbName), JSON.stringify(record));
  } catch {
    // storage refused: the person is told in this page only, or not at all
  }
}

/** How many of an unconfirmed loss's changes the server never processed, given its last seq. */
export function unacknowledged(loss: UnconfirmedLoss, lastAppliedSeq: number): number {
  return Math.min(loss.count, Math.max(0, loss.maxSeq - loss.seqOffset - lastAppliedSeq));
}

/** No user has this many versions: a pull from here returns no rows, only the client's last seq. */
const BEYOND_EVERY_VERSION = 2 ** 31 - 1;

/** The last seq the server processed from a client id (GET /api/sync/pull's `lastAppliedSeq`). */
export async function askAcknowledgedSeq(clientId: string): Promise<number> {
  // the route's schemas load only when a loss is checked; the client is the first load's already
  const { syncRoutes } = await import('@reign/contract/sync');
  const answer = await callApi(syncRoutes.syncPull, {
    query: { cursor: BEYOND_EVERY_VERSION, limit: 1, clientId },
    cache: 'no-store',
  });
  return answer.lastAppliedSeq;
}

/** The notice of one database for the layout (a store for useSyncExternalStore). */
export interface StorageLossNotices {
  get(): StorageLossNotice | null;
  subscribe(listener: () => void): () => void;
  dismiss(): void;
}

export interface StorageLossStore extends StorageLossNotices {
  /** reads the record again (after a check found a wipe) and confirms an unconfirmed loss */
  refresh(): void;
  stop(): void;
}

/**
 * The notice store of one database. An unconfirmed loss is settled by asking the server now, when
 * the browser is online, and again at each `online` event; a question that fails (the network
 * coming back a moment after the browser says so, the server busy) is asked again after
 * `retryMs`, doubling up to a minute. Until then nothing is shown. When the server processed every
 * waiting change, nothing is said at all.
 */
export function storageLossStore(dbName: string, ask = askAcknowledgedSeq, retryMs = 2000): StorageLossStore {
  const listeners = new Set<() => void>();
  let notice: StorageLossNotice | null = null;
  let asking = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let nextRetryMs = retryMs;

  const load = () => {
    const record = readLossRecord(dbName);
    const next = record && record.kind !== 'unconfirmed' ? record : null;
    if (JSON.stringify(next) === JSON.stringify(notice)) return record;
    notice = next;
    for (const listener of listeners) listener();
    return record;
  };

  const confirm = async () => {
    const record = readLossRecord(dbName);
    if (asking || stopped || record?.kind !== 'unconfirmed') return;
    if (globalThis.navigator?.onLine === false) return;
    asking = true;
    clearTimeout(retry);
    try {
      const lost = unacknowledged(record, await ask(record.clientId));
      writeLossRecord(dbName, lost > 0 ? { kind: 'lost', count: lost, since: record.since } : null);
    } catch {
      // offline, signed out or the server failing: asked again a little later, when online, or at
      // the next start
      if (!stopped) retry = setTimeout(() => void confirm(), nextRetryMs);
      nextRetryMs = Math.min(nextRetryMs * 2, 60_000);
    } finally {
      asking = false;
    }
    if (!stopped) load();
  };
  const onOnline = () => void confirm();

  const refresh = () => {
    if (load()?.kind === 'unconfirmed') void confirm();
  };
  globalThis.addEventListener?.('online', onOnline);
  refresh();

  return {
    get: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss() {
      writeLossRecord(dbName, null);
      load();
    },
    refresh,
    stop() {
      stopped = true;
      clearTimeout(retry);
      listeners.clear();
      globalThis.removeEventListener?.('online', onOnline);
    },
  };
}
