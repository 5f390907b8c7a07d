import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '../../test/fetch-stub';
import { recordImageShare } from './record-image-share';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const answer = {
  shortLink: 'http://localhost/s/AbC12xY',
  sharePath: '/s/AbC12xY',
  pointsEarned: 5,
  sharingPoints: 5,
  newAchievements: [],
};

describe('a shared day image', () => {
  it('is recorded as a native share of the day’s verse and says what it earned', async () => {
    const fetchMock = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/shares' ? json(201, answer) : json(404, { message: 'no' }),
    );
    const show = vi.spyOn(notifications, 'show');
    const result = await recordImageShare('Psalm 23:1', true);
    expect(result?.pointsEarned).toBe(5);
    const [call] = callsTo(fetchMock, 'POST', '/api/shares');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      platform: 'native',
      verseReference: 'Psalm 23:1',
    });
    // the toast shows once Mantine's toasts are loaded (ui/toast-store.ts)
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Thanks for sharing!',
          message: 'You earned 5 points for sharing.',
        }),
      ),
    );
  });

  it('asks a guest to sign in, recording nothing', async () => {
    const fetchMock = stubApi(() => json(500, {}));
    const show = vi.spyOn(notifications, 'show');
    expect(await recordImageShare('Psalm 23:1', false)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Sign in to earn points for sharing' }),
      ),
    );
  });
});
