// The overview holds the places of what comes late, so nothing moves under the reader (layout
// shifts first-paint.spec measured on a loaded machine): the streak card until both its reads (the
// plans and the reading days, which arrive apart) are in; 'Your circles' until the account is known.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberDb, renderMemberApp } from '../../test/member';

// the reading days not read yet (the moment between the two reads, held open)
vi.mock('../../data/streak-queries', () => ({ useStreakHistory: () => undefined }));

describe('the overview before the streak is known', () => {
  it("holds the streak card's place once the plans are read", async () => {
    const member = memberDb();
    await member.db.meta.put({ key: 'lastSyncedAt', value: '2026-01-01T12:00:00.000Z' });
    renderMemberApp('/dashboard?tab=overview', {
      api: ({ path }) => (path.startsWith('/api/sync/') ? new Promise<Response>(() => {}) : undefined),
    });
    // the plans are read: the figures count them
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-daily-plans')).getByTestId('stat-value')).toHaveTextContent('0'),
    );
    // a moment for what the plans' read starts to be drawn
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status', { name: 'Loading your streak' })).toBeInTheDocument();
    expect(screen.queryByTestId('current-streak')).not.toBeInTheDocument();
  });

  it("holds the circles card's place while the account is read", async () => {
    const member = memberDb();
    await member.db.meta.put({ key: 'lastSyncedAt', value: '2026-01-01T12:00:00.000Z' });
    // the account's answer never comes: the page is drawn as the server draws it for a session
    renderMemberApp('/dashboard?tab=overview', {
      api: ({ path }) =>
        path === '/api/user' || path.startsWith('/api/sync/') ? new Promise<Response>(() => {}) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading your circles' })).toBeInTheDocument();
  });
});
