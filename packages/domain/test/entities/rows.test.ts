import { describe, expect, it } from 'vitest';
import { changedLive, tombstone, withChanges } from '../../src';

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T11:00:00.000Z';

describe('withChanges', () => {
  type Row = { a: string; b: string | null; c: number };
  const row: Row = { a: 'one', b: 'two', c: 3 };

  it('sets only the keys present; null clears; undefined counts as absent', () => {
    expect(withChanges<Row>(row, { a: 'uno' })).toEqual({ a: 'uno', b: 'two', c: 3 });
    expect(withChanges<Row>(row, { b: null })).toEqual({ a: 'one', b: null, c: 3 });
    expect(withChanges<Row>(row, { a: undefined, c: 4 })).toEqual({ a: 'one', b: 'two', c: 4 });
  });

  it('keeps the fields of the row beyond the change set and leaves the row alone', () => {
    const kept = { ...row, version: 7 };
    expect(withChanges<Row, typeof kept>(kept, { c: 9 })).toEqual({ ...kept, c: 9 });
    expect(kept.c).toBe(3);
  });
});

describe('tombstone and changedLive', () => {
  const live = { id: 'x', updatedAt: T0, deleted: false, version: 2 };

  it('a delete marks the row deleted at its time, once', () => {
    const gone = tombstone(live, T1);
    expect(gone).toEqual({ ...live, deleted: true, updatedAt: T1 });
    expect(gone && tombstone(gone, '2026-03-02T00:00:00.000Z')).toBeNull();
  });

  it('a change of a live row stamps the time; of a tombstone does nothing', () => {
    expect(changedLive(live, (r) => ({ ...r, version: 3 }), T1)).toEqual({
      ...live,
      version: 3,
      updatedAt: T1,
    });
    expect(changedLive({ ...live, deleted: true }, (r) => r, T1)).toBeNull();
  });
});
