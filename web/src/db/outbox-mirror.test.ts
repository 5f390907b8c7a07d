import type { QueuedRow } from '@reign/sync/device/types';
import { describe, expect, it, vi } from 'vitest';
import {
  classifyDatabase,
  MIRROR_MAX_CHARS,
  markerKey,
  mirrorKey,
  outboxMirrorWriter,
  readMirroredRows,
  readOutboxMarker,
} from './outbox-mirror';

const DB = 'reign-user-7';

function row(seq: number, title = `Task ${seq}`): QueuedRow {
  return {
    seq,
    id: `0190a000-0000-7000-8000-00000000000${seq}`,
    name: 'task.create',
    args: { id: `task-${seq}`, title, scheduledDate: '2099-01-01' },
    createdAt: `2026-03-0${seq}T09:14:00.000Z`,
    format: 2,
  };
}

function markerOf(dbName: string) {
  const marker = readOutboxMarker(dbName);
  if (!marker) throw new Error('no marker');
  return marker;
}

describe('the outbox marker and mirror in localStorage', () => {
  it('keeps the waiting rows and a marker that describes them', () => {
    const write = outboxMirrorWriter(DB);
    const rows = [row(4), { ...row(5), format: undefined }];
    write({ clientId: 'client-a', seqOffset: 3, rows });
    const marker = markerOf(DB);
    expect(marker).toEqual({
      clientId: 'client-a',
      seqOffset: 3,
      count: 2,
      maxSeq: 5,
      since: '2026-03-04T09:14:00.000Z',
      firstId: row(4).id,
      mirrored: true,
    });
    // exactly the stored rows (a row of an old build keeps having no format)
    const kept = readMirroredRows(DB, marker);
    expect(kept).toEqual([row(4), { ...row(5), format: undefined }]);
    expect(Object.keys(kept?.[1] ?? {})).not.toContain('format');
  });

  it('forgets both when the outbox is empty again', () => {
    const write = outboxMirrorWriter(DB);
    write({ clientId: 'client-a', seqOffset: 0, rows: [row(1)] });
    write({ clientId: 'client-a', seqOffset: 0, rows: [] });
    expect(localStorage.getItem(markerKey(DB))).toBeNull();
    expect(localStorage.getItem(mirrorKey(DB))).toBeNull();
  });

  it('above the cap keeps only the marker', () => {
    const write = outboxMirrorWriter(DB);
    write({ clientId: 'client-a', seqOffset: 0, rows: [row(1)] });
    write({ clientId: 'client-a', seqOffset: 0, rows: [row(1), row(2, 'x'.repeat(MIRROR_MAX_CHARS))] });
    const marker = markerOf(DB);
    expect(marker).toMatchObject({ count: 2, maxSeq: 2, mirrored: false });
    expect(localStorage.getItem(mirrorKey(DB))).toBeNull();
    expect(readMirroredRows(DB, marker)).toBeNull();
  });

  it('never throws when the browser refuses to store, and leaves no mirror that is not this outbox', () => {
    const write = outboxMirrorWriter(DB);
    write({ clientId: 'client-a', seqOffset: 0, rows: [row(1)] });
    const setItem = vi.spyOn(window.localStorage, 'setItem').mockImplementation((key: string) => {
      if (key === mirrorKey(DB)) throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => write({ clientId: 'client-a', seqOffset: 0, rows: [row(1), row(2)] })).not.toThrow();
    setItem.mockRestore();
    expect(localStorage.getItem(mirrorKey(DB))).toBeNull();
    const blocked = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('storage is blocked');
    });
    expect(() => write({ clientId: 'client-a', seqOffset: 0, rows: [row(1), row(2), row(3)] })).not.toThrow();
    blocked.mockRestore();
  });

  it('a mirror that does not match its marker is not used', () => {
    const write = outboxMirrorWriter(DB);
    write({ clientId: 'client-a', seqOffset: 0, rows: [row(1), row(2)] });
    const marker = markerOf(DB);
    localStorage.setItem(mirrorKey(DB), JSON.stringify([row(1)]));
    expect(readMirroredRows(DB, marker)).toBeNull();
    localStorage.setItem(mirrorKey(DB), JSON.stringify([row(1), row(3)]));
    expect(readMirroredRows(DB, marker)).toBeNull();
    localStorage.setItem(mirrorKey(DB), '{not json');
    expect(readMirroredRows(DB, marker)).toBeNull();
    localStorage.setItem(markerKey(DB), '{"count":"two"}');
    expect(readOutboxMarker(DB)).toBeNull();
  });
});

describe('which database a marker describes', () => {
  const marker = (clientId: string | null) => ({
    clientId,
    seqOffset: 0,
    count: 2,
    maxSeq: 2,
    since: '2026-03-01T09:14:00.000Z',
    firstId: 'change-1',
    mirrored: true,
  });
  const db = (clientId: string | null, outboxIds: string[] = [], rejectedIds: string[] = []) => ({
    clientId,
    outboxIds,
    rejectedIds,
  });

  it('a database with no client id and nothing queued is new', () => {
    expect(classifyDatabase(marker('client-a'), db(null))).toBe('new');
    expect(classifyDatabase(marker(null), db(null))).toBe('new');
  });

  it('its own database is the same, whatever the pushes did', () => {
    expect(classifyDatabase(marker('client-a'), db('client-a'))).toBe('same');
    expect(classifyDatabase(marker('client-a'), db('client-a', ['change-2']))).toBe('same');
    // a client id taken anew (a history that was not ours): the queued changes are still here
    expect(classifyDatabase(marker('client-a'), db('client-b', ['change-1', 'change-2']))).toBe('same');
    expect(classifyDatabase(marker('client-a'), db('client-b', [], ['change-1']))).toBe('same');
    // the first sync gave it its client id
    expect(classifyDatabase(marker(null), db('client-b'))).toBe('same');
    expect(classifyDatabase(null, db(null))).toBe('same');
    expect(classifyDatabase({ ...marker('client-a'), count: 0 }, db(null))).toBe('same');
  });

  it('another client without the waiting changes replaced it', () => {
    expect(classifyDatabase(marker('client-a'), db('client-b'))).toBe('replaced');
    expect(classifyDatabase(marker('client-a'), db('client-b', ['change-9']))).toBe('replaced');
    expect(classifyDatabase(marker('client-a'), db(null, ['change-9']))).toBe('replaced');
  });
});
