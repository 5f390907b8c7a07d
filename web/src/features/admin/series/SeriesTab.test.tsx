import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { SeriesTab } from './SeriesTab';
import { readiness } from './series-types';

const topic = (overrides: Record<string, unknown>) => ({
  id: 1,
  title: 'Faith Foundations',
  description: 'Seven days of faith.',
  imageUrl: null,
  orderIndex: 1,
  isActive: true,
  entryCount: 7,
  readyDays: 7,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

describe('the admin series readiness', () => {
  it('says Ready for seven active days, and how many are ready otherwise', () => {
    expect(readiness(7)).toEqual({ ready: true, label: 'Ready' });
    expect(readiness(3)).toEqual({ ready: false, label: '3 of 7 days ready' });
    expect(readiness(0).label).toBe('0 of 7 days ready');
  });

  it('shows each series card with what members will see', async () => {
    stubApi(() => json(200, [topic({}), topic({ id: 2, title: 'Hope', entryCount: 4, readyDays: 3 })]));
    render(
      <Providers>
        <SeriesTab />
      </Providers>,
    );
    const faith = await screen.findByRole('article', { name: 'Faith Foundations' });
    expect(within(faith).getByText('Ready')).toBeInTheDocument();
    const hope = screen.getByRole('article', { name: 'Hope' });
    expect(within(hope).getByText('3 of 7 days ready')).toBeInTheDocument();
    expect(
      within(hope).getByText(/Members see this series once days 1 to 7 are all active/),
    ).toBeInTheDocument();
  });
});
