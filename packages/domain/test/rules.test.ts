import { describe, expect, it } from 'vitest';
import { compareGoalTasks, completionId, isGoalOverdue, isTaskOverdue, uuidv5, uuidv7 } from '../src';

describe('ids', () => {
  it('makes time-ordered v7 UUIDs', () => {
    const a = uuidv7(1_700_000_000_000);
    const b = uuidv7(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
  });

  it('makes standard v5 UUIDs (RFC 4122 example)', async () => {
    // the DNS namespace example: uuid v5 of "python.org"
    expect(await uuidv5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });

  it('gives the same completion id on every device', async () => {
    const entry = '0190f3a2-1111-7abc-8def-0123456789ab';
    expect(await completionId(entry, 'Family', 'Call mom')).toBe(
      await completionId(entry.toUpperCase(), 'Family', 'Call mom'),
    );
    expect(await completionId(entry, 'Family', 'Call mom')).not.toBe(
      await completionId(entry, 'Work', 'Call mom'),
    );
  });
});

describe('overdue and ordering', () => {
  it('marks open tasks dated before today overdue', () => {
    expect(
      isTaskOverdue({ completedAt: null, dueDate: '2026-11-20', scheduledDate: '2026-11-01' }, '2026-11-21'),
    ).toBe(true);
    expect(
      isTaskOverdue({ completedAt: null, dueDate: null, scheduledDate: '2026-11-21' }, '2026-11-21'),
    ).toBe(false);
    expect(
      isTaskOverdue(
        { completedAt: '2026-11-20T10:00:00Z', dueDate: '2026-11-01', scheduledDate: null },
        '2026-11-21',
      ),
    ).toBe(false);
  });

  it('marks goals overdue only under 100 percent', () => {
    expect(isGoalOverdue({ progressPercentage: 50, targetDate: '2026-11-01' }, '2026-11-21')).toBe(true);
    expect(isGoalOverdue({ progressPercentage: 100, targetDate: '2026-11-01' }, '2026-11-21')).toBe(false);
  });

  it('sorts a goal’s tasks by due date, undated last, ties newest first', () => {
    const t = (id: string, dueDate: string | null, createdAt: string) => ({ id, dueDate, createdAt });
    const sorted = [
      t('a', null, '2026-01-01'),
      t('b', '2026-02-01', '2026-01-01'),
      t('c', '2026-01-15', '2026-01-01'),
      t('d', '2026-02-01', '2026-01-05'),
    ].sort(compareGoalTasks);
    expect(sorted.map((x) => x.id)).toEqual(['c', 'd', 'b', 'a']);
  });
});

describe('rewards rules', () => {
  it('awards achievements at exactly their thresholds', async () => {
    const { earnedAchievements } = await import('../src');
    const base = { shares: 0, platforms: new Set<string>(), referrals: 0, longestStreak: 0 };
    expect(earnedAchievements(base)).toEqual([]);
    expect(earnedAchievements({ ...base, shares: 1 })).toEqual(['first_share']);
    expect(earnedAchievements({ ...base, shares: 49 })).not.toContain('scripture_advocate');
    expect(earnedAchievements({ ...base, shares: 50 })).toContain('scripture_advocate');
    expect(earnedAchievements({ ...base, longestStreak: 6 })).toEqual([]);
    expect(earnedAchievements({ ...base, longestStreak: 7 })).toEqual(['seven_day_streak']);
    expect(earnedAchievements({ ...base, longestStreak: 30 })).toEqual([
      'seven_day_streak',
      'consistent_disciple',
    ]);
    expect(earnedAchievements({ ...base, referrals: 4 })).toEqual(['first_referral']);
    expect(earnedAchievements({ ...base, referrals: 5 })).toEqual(['first_referral', 'referral_champion']);
    expect(earnedAchievements({ ...base, platforms: new Set(['x', 'facebook', 'email']) })).toEqual([]);
    expect(earnedAchievements({ ...base, platforms: new Set(['x', 'facebook', 'email', 'copy']) })).toEqual([
      'social_butterfly',
    ]);
  });

  it('computes entry odds and valid spends', async () => {
    const { entryOddsPercent, isValidGiveawaySpend } = await import('../src');
    expect(entryOddsPercent(100, 100)).toBe(10);
    expect(entryOddsPercent(1500, 100)).toBe(100);
    expect(isValidGiveawaySpend(100, 100, 100)).toBe(true);
    expect(isValidGiveawaySpend(110, 100, 200)).toBe(true);
    expect(isValidGiveawaySpend(105, 100, 200)).toBe(false);
    expect(isValidGiveawaySpend(90, 100, 200)).toBe(false);
    expect(isValidGiveawaySpend(210, 100, 200)).toBe(false);
  });
});
