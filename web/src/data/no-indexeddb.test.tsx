import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeIndexedDb, resetStorageBackend } from '../db/storage-backend';
import { renderMemberApp } from '../test/member';
import { openSession } from './session';

// A browser that keeps no data for the app: IndexedDB is missing (blocked storage, private modes).
beforeEach(() => {
  resetStorageBackend();
  vi.stubGlobal('indexedDB', undefined);
});
afterEach(() => resetStorageBackend());

describe('without IndexedDB', () => {
  it('the probe says so, also when opening throws or fails', async () => {
    expect(await probeIndexedDb(undefined)).toBe(false);
    const throwing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await probeIndexedDb(throwing)).toBe(false);
  });

  it("a guest's writes run in memory", async () => {
    const { session, close } = await openSession(null, { startSync: false });
    expect(session.persistent).toBe(false);
    const goal = await session.mutations.createGoal({
      title: 'G',
      description: 'd',
      targetDate: '2099-01-01',
    });
    expect(await session.db.goals.get(goal.id)).toMatchObject({ title: 'G' });
    close();
  });

  it('a signed-in user gets the screens and a clear notice, never endless skeletons', async () => {
    renderMemberApp('/dashboard?tab=goals');
    expect(await screen.findByTestId('memory-only-notice')).toHaveTextContent(
      'This browser is not letting Reign keep data on this device. Your changes go straight to the server while you are online.',
    );
    expect(await screen.findByRole('button', { name: 'Create Your First Goal' })).toBeInTheDocument();
  });
});
