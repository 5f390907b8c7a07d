import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { dashboardTabFrom } from './dashboard-tab';
import { fakeData, makeGoal, makeTask } from './test-support';

vi.mock('../../data', async () => (await import('./test-support')).fakeDataModule);

beforeEach(() => {
  fakeData.reset({
    goals: [makeGoal({ title: 'Read the Gospels' })],
    tasks: [makeTask({ title: 'Read John 1' })],
  });
  stubApi(({ path }) => (path === '/api/user' ? json(200, makeUser()) : json(404, { message: 'Not found' })));
});

describe('Dashboard', () => {
  it('opens My Goals for ?tab=goals', async () => {
    renderRoutes('/dashboard?tab=goals');
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Goals' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Read the Gospels' })).toBeTruthy();
  });

  it('opens My Tasks for ?tab=tasks', async () => {
    renderRoutes('/dashboard?tab=tasks');
    expect(await screen.findByRole('tab', { name: 'My Tasks', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Tasks', level: 2 })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Read John 1' })).toBeTruthy();
  });

  it('shows My Goals for a missing or unknown tab', async () => {
    renderRoutes('/dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'My Goals', selected: true })).toBeTruthy();
    expect(dashboardTabFrom(null)).toBe('goals');
    expect(dashboardTabFrom('overview')).toBe('goals');
    expect(dashboardTabFrom('tasks')).toBe('tasks');
  });

  it('keeps the URL in step with the tab', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'My Tasks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tasks'));
    expect(screen.getByRole('heading', { name: 'My Tasks', level: 2 })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'My Goals' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=goals'));

    // Back goes to the previous tab.
    router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'My Tasks', selected: true })).toBeTruthy();
  });
});
