import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageLossStore, writeLossRecord } from './storage-loss-notices';

const NAME = 'reign-user-9';

afterEach(() => writeLossRecord(NAME, null));

describe('an unconfirmed loss', () => {
  it('is asked about again a moment later when the first question fails', async () => {
    writeLossRecord(NAME, {
      kind: 'unconfirmed',
      clientId: 'c-1',
      seqOffset: 0,
      count: 2,
      maxSeq: 2,
      since: '2026-11-26T09:14:00.000Z',
    });
    const ask = vi
      .fn<(clientId: string) => Promise<number>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(0);
    const store = storageLossStore(NAME, ask, 10);
    try {
      expect(store.get()).toBeNull();
      await vi.waitFor(() =>
        expect(store.get()).toEqual({ kind: 'lost', count: 2, since: '2026-11-26T09:14:00.000Z' }),
      );
      expect(ask).toHaveBeenCalledTimes(2);
    } finally {
      store.stop();
    }
  });
});
