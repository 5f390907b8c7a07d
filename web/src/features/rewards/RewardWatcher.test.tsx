import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const engine = vi.hoisted(() => ({ pushedWrites: 0 }));
const refreshUser = vi.hoisted(() => vi.fn(async () => null));
const fetchAchievements = vi.hoisted(() => vi.fn());
const showToast = vi.hoisted(() => vi.fn());
const auth = vi.hoisted(() => ({ user: { id: 41 } as { id: number } | null }));

vi.mock('../../data', () => ({ useEngineStatus: () => ({ ...engine }) }));
vi.mock('../../session', () => ({ useAuth: () => ({ user: auth.user, refreshUser }) }));
vi.mock('./rewards-api', () => ({ fetchAchievements }));
vi.mock('../../ui/toast', () => ({ showToast }));

import { RewardWatcher } from './RewardWatcher';
import { RewardWatcherWhenSignedIn } from './RewardWatcherWhenSignedIn';

const since = new Date().toISOString();

afterEach(() => {
  vi.clearAllMocks();
  engine.pushedWrites = 0;
  auth.user = { id: 41 };
  window.localStorage.clear();
});

describe('RewardWatcher', () => {
  it('after a push that applied writes: fetches the points again and announces a new achievement once', async () => {
    const streak = {
      achievementId: 'seven_day_streak',
      title: '7-Day Streak',
      description: 'Plan seven days in a row.',
      pointsAwarded: 25,
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    };
    fetchAchievements.mockResolvedValue([streak]);
    const view = render(<RewardWatcher since={since} />);
    expect(refreshUser).not.toHaveBeenCalled();

    engine.pushedWrites = 1;
    view.rerender(<RewardWatcher since={since} />);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Achievement unlocked: 7-Day Streak · +25 points',
        message: 'Plan seven days in a row.',
        variant: 'success',
      }),
    );
    expect(refreshUser).toHaveBeenCalledWith({ force: true });

    engine.pushedWrites = 2;
    view.rerender(<RewardWatcher since={since} />);
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(2));
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('starts watching once someone signs in (a guest has nothing to announce)', async () => {
    fetchAchievements.mockResolvedValue([]);
    auth.user = null;
    engine.pushedWrites = 1;
    const view = render(<RewardWatcherWhenSignedIn />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshUser).not.toHaveBeenCalled();

    auth.user = { id: 41 };
    view.rerender(<RewardWatcherWhenSignedIn />);
    await waitFor(() => expect(fetchAchievements).toHaveBeenCalledTimes(1));
    expect(refreshUser).toHaveBeenCalledWith({ force: true });
  });
});
