import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberApp } from '../../test/member';
import { CIRCLE_ID } from './test-circles';

// The circles list offline (issue 52): the list the circles' pull kept on this device shows when
// the server cannot be reached, so the screens (and sharing a request) still know the circles.

describe('/circles offline', () => {
  it('lists the circles this device kept at its last sync when the server cannot be reached', async () => {
    const { db } = memberDb();
    const kept = { id: CIRCLE_ID, name: 'Home group', role: 'leader', memberCount: 3, version: 4 };
    await db.meta.put({ key: 'circleList', value: [kept] });
    renderMemberApp('/circles', {
      api: ({ path }) =>
        path === '/api/circles' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    });
    const list = await screen.findByRole('list', { name: 'Your circles' });
    expect(within(list).getByRole('link', { name: 'Home group' })).toHaveAttribute(
      'href',
      `/circles/${CIRCLE_ID}`,
    );
    expect(within(list).getByText('3 members')).toBeInTheDocument();
  });
});
