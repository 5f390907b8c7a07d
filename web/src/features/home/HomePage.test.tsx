import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_KEY } from '../../api';
import { signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { useFrameworkStore } from './framework-store';

afterEach(() => {
  vi.useRealTimers();
  useFrameworkStore.setState({ hidden: false, seen: false });
});

describe('Home page', () => {
  it("shows today's date in Central time, long and short", async () => {
    // 03:00 UTC on 1 March is still 28 February in Chicago.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T03:00:00Z'));
    stubApi(signedOut);
    renderRoutes('/');

    const time = (await screen.findByText('Saturday, February 28, 2026')).closest('time');
    expect(time).toHaveAttribute('dateTime', '2026-02-28');
    expect(screen.getByText('Sat, Feb 28')).toBeInTheDocument();
    // the title is an effect's; the home page's first renders are transitions, whose effects may
    // run after the commit has painted
    await waitFor(() => expect(document.title).toBe('Today · Reign'));
  });

  it("names the member's chosen zone as people read it (no underscores)", async () => {
    localStorage.setItem(TIME_ZONE_KEY, 'America/Los_Angeles');
    try {
      stubApi(signedOut);
      renderRoutes('/');
      expect(await screen.findByText('Today · Los Angeles')).toBeInTheDocument();
    } finally {
      localStorage.removeItem(TIME_ZONE_KEY);
    }
  });

  it('closes the framework card, remembers it, and brings it back with Show Framework', async () => {
    stubApi(signedOut);
    const user = userEvent.setup();
    const { unmount } = renderRoutes('/');
    const card = await screen.findByRole('region', { name: 'The REIGN Framework' });
    expect(within(card).getByText('Renew Your Mind')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past Reflections' })).toHaveAttribute('href', '/reflections');

    await user.click(screen.getByRole('button', { name: 'Hide framework' }));
    expect(screen.queryByRole('heading', { name: 'The REIGN Framework' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('reign:framework-card') ?? '{}').state).toEqual({
      hidden: true,
      seen: true,
    });

    unmount();
    renderRoutes('/');
    const show = await screen.findByRole('button', { name: 'Show Framework' });
    expect(screen.queryByRole('heading', { name: 'The REIGN Framework' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Past Reflections' })).not.toBeInTheDocument();

    // after the first visit the card comes back folded to one line, here opened by Show Framework
    await user.click(show);
    const fold = screen.getByRole('button', { name: 'What is REIGN?' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is REIGN?' })).toHaveTextContent('Grow with Grit');
    expect(screen.queryByRole('button', { name: 'Show Framework' })).not.toBeInTheDocument();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds the framework card to one line after the first visit', async () => {
    stubApi(signedOut);
    const user = userEvent.setup();
    const { unmount } = renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'The REIGN Framework' })).toBeInTheDocument();
    unmount();
    renderRoutes('/');
    const fold = await screen.findByRole('button', { name: 'What is REIGN?' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
  });
});
