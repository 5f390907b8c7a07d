import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from '../ui/ListSkeleton';
import { theme } from './theme';

describe('theme', () => {
  it('keeps loading skeletons still, each list announced by its label', () => {
    render(
      <MantineProvider theme={theme}>
        <ListSkeleton label="Loading goals" rows={2} height={48} />
      </MantineProvider>,
    );
    const list = screen.getByRole('status', { name: 'Loading goals' });
    const rows = list.querySelectorAll('.mantine-Skeleton-root');
    expect(rows).toHaveLength(2);
    // a shimmer restyles and repaints every frame while the data loads (issue 19)
    for (const row of rows) expect(row.hasAttribute('data-animate')).toBe(false);
  });
});
