import type { Mutations } from '@reign/sync/client/mutations';
import { describe, expect, it, vi } from 'vitest';
import { deferredMutations } from './deferred-mutations';

describe('writes whose code loads with the first write', () => {
  it('runs every write made while it loads, in the order they were made, with their arguments', async () => {
    const order: string[] = [];
    const real = {
      createTask: vi.fn(async (values: { title: string }) => {
        order.push(`create ${values.title}`);
        return { id: 't1' };
      }),
      completeTask: vi.fn(async (id: string) => {
        order.push(`complete ${id}`);
      }),
      deleteTask: vi.fn(async (id: string) => {
        order.push(`delete ${id}`);
      }),
    } as unknown as Mutations;
    let arrive!: (m: Mutations) => void;
    const loading = new Promise<Mutations>((resolve) => (arrive = resolve));
    const writes = deferredMutations(() => loading);

    const created = writes.createTask({ title: 'Pray' } as never);
    const completed = writes.completeTask('t1');
    const deleted = writes.deleteTask('t1');
    expect(order).toEqual([]);
    arrive(real);
    await expect(created).resolves.toEqual({ id: 't1' });
    await Promise.all([completed, deleted]);
    expect(order).toEqual(['create Pray', 'complete t1', 'delete t1']);
  });

  it('rejects every write with what the loader says when it cannot load', async () => {
    const writes = deferredMutations(() => Promise.reject(new Error('Your data is still loading.')));
    await expect(writes.updateProfile({})).rejects.toThrow('Your data is still loading.');
    await expect(writes.createEntry({} as never)).rejects.toThrow('Your data is still loading.');
  });
});
