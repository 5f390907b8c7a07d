import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { ScripturesTab } from './ScripturesTab';

const scripture = (overrides: Record<string, unknown>) => ({
  id: 1,
  scheduleDate: '2026-03-10',
  reference: 'Psalm 23:1',
  verse: 'The LORD is my shepherd; I shall not want.',
  reflection: 'Rest in him.',
  reflectionEs: null,
  audioUrl: null,
  isActive: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

describe('ScripturesTab', () => {
  it('cuts long verses at 80 characters and says when there is no reflection', async () => {
    const long = `${'In the beginning was the Word, '.repeat(5)}end`;
    stubApi(() =>
      json(200, [
        scripture({ id: 1, verse: long }),
        scripture({ id: 2, reference: 'John 1:1', reflection: null, isActive: false }),
      ]),
    );
    render(
      <Providers>
        <ScripturesTab />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Scheduled scriptures' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText(`${long.slice(0, 80).trimEnd()}...`)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Mar 10, 2026')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('No reflection')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows the empty and error texts', async () => {
    stubApi(() => json(200, []));
    const { unmount } = render(
      <Providers>
        <ScripturesTab />
      </Providers>,
    );
    expect(
      await screen.findByText('No scheduled scriptures found. Click "Add New" to create one.'),
    ).toBeInTheDocument();
    unmount();
    // A later visit that fails: nothing of the first answer is kept for it.
    queryClient.clear();
    stubApi(() => json(500, { message: 'boom' }));
    render(
      <Providers>
        <ScripturesTab />
      </Providers>,
    );
    expect(
      await screen.findByText('Failed to load scheduled scriptures. Please try again.'),
    ).toBeInTheDocument();
  });
});
