import type { createMutations } from '@reign/sync/client/mutations';
import { ReignDb } from '@reign/sync/device/database';
import { describe, expect, it, vi } from 'vitest';
import { lazyMutations, WRITES_NOT_LOADED } from './session';

describe("a session's writes, whose code loads with the first write", () => {
  it('say what to do when the code cannot be fetched (offline), and fetch it again with the next write', async () => {
    const db = new ReignDb('lazy-mutations-test');
    const updateProfile = vi.fn(async () => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { createMutations: () => ({ updateProfile }) as unknown as ReturnType<typeof createMutations> };
    });
    const writes = lazyMutations(db, true, undefined, load).mutations;

    await expect(writes.updateProfile({ bio: 'first' })).rejects.toThrow(WRITES_NOT_LOADED);
    expect(updateProfile).not.toHaveBeenCalled();

    online = true;
    await writes.updateProfile({ bio: 'second' });
    expect(updateProfile).toHaveBeenCalledWith({ bio: 'second' });
    expect(load).toHaveBeenCalledTimes(2);
    db.close();
  });
});
