import { centralDate } from '@reign/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberScreen } from '../../test/member';
import { AnsweredThisMonth } from './AnsweredThisMonth';

describe("the overview's 'Answered this month'", () => {
  it('counts the requests answered this month (Central) and links to the Answered tab', async () => {
    const member = memberDb();
    const base = {
      details: null,
      forWhom: null,
      category: 'spiritual' as const,
      testimony: null,
      sharedCircleId: null,
      sharedAnonymously: false,
    };
    const times = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const rows = [
      { title: 'This month', status: 'answered' as const, answeredAt: centralDate() },
      { title: 'Long ago', status: 'answered' as const, answeredAt: '2020-01-05' },
      { title: 'Still praying', status: 'active' as const, answeredAt: null },
    ];
    for (const [i, row] of rows.entries()) {
      await member.db.prayers.put({
        id: `0190f2c0-0000-7000-8000-00000000020${i}`,
        ...base,
        ...row,
        ...times,
        version: 0,
        deleted: false,
      });
    }
    const rendered = renderMemberScreen(<AnsweredThisMonth />);
    await rendered.ready;
    const link = await screen.findByRole('link', { name: 'Answered this month: 1' });
    expect(link).toHaveAttribute('href', '/prayers?tab=answered');
  });
});
