import type { QueuedRow } from '@reign/sync/device/types';

/**
 * What a signed-in user's outbox holds, kept outside IndexedDB (in localStorage), so that a
 * browser that wipes the site's IndexedDB but not its localStorage leaves a trace
 * (docs/sync-protocol.md, 'Storage wiped by the browser'). Two keys per database:
 *
 * - the marker (`reign:outbox-marker:<db>`, small): the client id and seq offset, how many changes
 *   wait, the highest local seq and the oldest waiting change's time, and whether the rows are
 *   mirrored;
 * - the mirror (`reign:outbox-mirror:<db>`): the waiting outbox rows themselves, as stored, while
 *   they fit in MIRROR_MAX_CHARS (above it, or when the browser refuses the write, only the marker).
 *
 * Both are removed when the outbox is empty. Nothing here ever throws: a failing localStorage
 * (missing in workers, blocked, full) only means less is kept.
 */

export interface OutboxMarker {
  /** the database's id towards the server; null before its first sync asked for one */
  clientId: string | null;
  /** subtracted from local seqs when pushing (docs/sync-protocol.md, 'Push') */
  seqOffset: number;
  /** how many changes wait in the outbox */
  count: number;
  /** the highest local outbox seq */
  maxSeq: number;
  /** the oldest waiting change's createdAt (ISO, the device's clock) */
  since: string;
  /** the oldest waiting change's mutation id: it is in the database the marker describes */
  firstId: string | null;
  /** whether the mirror holds the waiting rows themselves */
  mirrored: boolean;
}

/** The outbox and the meta values a restore needs, as read in one transaction. */
export interface OutboxSnapshot {
  clientId: string | null;
  seqOffset: number;
  /** the outbox rows in seq order */
  rows: readonly QueuedRow[];
}

/** Above this many characters (about 1 MB of text) only the marker is kept. */
export const MIRROR_MAX_CHARS = 1_000_000;

export const markerKey = (dbName: string) => `reign:outbox-marker:${dbName}`;
export const mirrorKey = (dbName: string) => `reign:outbox-mirror:${dbName}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): boolean {
  const s = storage();
  if (!s) return false;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** A row as the mirror keeps it: the stored fields only (a row of an old build keeps no format). */
function mirrored(row: QueuedRow): QueuedRow {
  const { seq, id, name, args, createdAt, format } = row;
  return format === undefined
    ? { seq, id, name, args, createdAt }
    : { seq, id, name, args, createdAt, format };
}

/**
 * Keeps one database's marker and mirror in step with its outbox. It remembers what it last wrote,
 * so an unchanged outbox costs no write; the rows are written before the marker that vouches for
 * them.
 */
export function outboxMirrorWriter(dbName: string): (snapshot: OutboxSnapshot) => void {
  let lastRows: string | null | undefined;
  let lastMarker: string | null | undefined;
  const put = (key: string, value: string | null, last: string | null | undefined) =>
    value === last ? true : write(key, value);
  return ({ clientId, seqOffset, rows }) => {
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last) {
      if (put(mirrorKey(dbName), null, lastRows)) lastRows = null;
      if (put(markerKey(dbName), null, lastMarker)) lastMarker = null;
      return;
    }
    let rowsJson: string | null = JSON.stringify(rows.map(mirrored));
    if (rowsJson.length > MIRROR_MAX_CHARS) rowsJson = null;
    if (put(mirrorKey(dbName), rowsJson, lastRows)) lastRows = rowsJson;
    else {
      // refused (storage full): an older mirror must not stay as if it were this outbox
      rowsJson = null;
      lastRows = write(mirrorKey(dbName), null) ? null : undefined;
    }
    const marker: OutboxMarker = {
      clientId,
      seqOffset,
      count: rows.length,
      maxSeq: last.seq,
      since: first.createdAt,
      firstId: first.id,
      mirrored: rowsJson !== null,
    };
    const markerJson = JSON.stringify(marker);
    lastMarker = put(markerKey(dbName), markerJson, lastMarker) ? markerJson : undefined;
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The database's marker, or null when none is kept (or it is not one this build wrote). */
export function readOutboxMarker(dbName: string): OutboxMarker | null {
  try {
    const m = JSON.parse(read(markerKey(dbName)) ?? 'null') as Partial<OutboxMarker> | null;
    if (!m || typeof m !== 'object') return null;
    const { clientId, seqOffset, count, maxSeq, since, firstId, mirrored } = m;
    if (clientId !== null && typeof clientId !== 'string') return null;
    if (!isNumber(seqOffset) || !isNumber(count) || !isNumber(maxSeq) || typeof since !== 'string')
      return null;
    const first = typeof firstId === 'string' ? firstId : null;
    return { clientId, seqOffset, count, maxSeq, since, firstId: first, mirrored: mirrored === true };
  } catch {
    return null;
  }
}

/**
 * The mirrored rows, in seq order, when they are exactly what the marker describes (its count and
 * its highest seq); null when they are missing or do not match (a mirror given up above the cap,
 * removed, or cut short).
 */
export function readMirroredRows(dbName: string, marker: OutboxMarker): QueuedRow[] | null {
  if (!marker.mirrored) return null;
  try {
    const rows = JSON.parse(read(mirrorKey(dbName)) ?? 'null') as unknown;
    if (!Array.isArray(rows) || rows.length !== marker.count) return null;
    let previous = 0;
    for (const row of rows as Partial<QueuedRow>[]) {
      if (!row || !isNumber(row.seq) || row.seq <= previous) return null;
      if (typeof row.id !== 'string' || typeof row.name !== 'string' || typeof row.createdAt !== 'string')
        return null;
      previous = row.seq;
    }
    return previous === marker.maxSeq ? (rows as QueuedRow[]) : null;
  } catch {
    return null;
  }
}

/** What tells one database from another that replaced it: its client id and the changes it holds. */
export interface DatabaseIdentity {
  clientId: string | null;
  /** the mutation ids in its outbox */
  outboxIds: readonly string[];
  /** the mutation ids of its refused changes */
  rejectedIds: readonly string[];
}

/**
 * Whether a database is the one its marker describes ('same'), or what replaced it while changes
 * waited: a 'new' database (no client id, nothing queued: the browser cleared it), or one that
 * already has another client id and not the marker's oldest change ('replaced': cleared under an
 * open page, and a sync made it a client id before the check). A marker without a client id can
 * only be told from a new database.
 */
export function classifyDatabase(
  marker: OutboxMarker | null,
  db: DatabaseIdentity,
): 'same' | 'new' | 'replaced' {
  if (!marker || marker.count === 0) return 'same';
  if (db.clientId === null && db.outboxIds.length === 0) return 'new';
  if (db.clientId === marker.clientId || marker.clientId === null) return 'same';
  const first = marker.firstId;
  if (first === null || db.outboxIds.includes(first) || db.rejectedIds.includes(first)) return 'same';
  return 'replaced';
}

/** Forgets the database's marker and mirror. */
export function clearOutboxMirror(dbName: string): void {
  write(mirrorKey(dbName), null);
  write(markerKey(dbName), null);
}
