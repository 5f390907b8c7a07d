import { describe, expect, it } from 'vitest';
import {
  COUNTED_SHARES_PER_DAY,
  daysBetween,
  PLAN_GRACE_DAYS,
  planEarns,
  REFERRAL_ACTIVE_DAYS,
  REFERRALS_PAID_PER_DAY,
  referralPaysNow,
  referralRefusal,
  SHARE_POINTS_DAILY_CAP,
  shareCounts,
  verseKey,
} from '../src';

describe('plans that earn', () => {
  const since = '2026-03-01';
  it('counts a plan received on its day or within the grace week', () => {
    expect(planEarns({ date: '2026-03-10', receivedOn: '2026-03-10', accountSince: since })).toBe(true);
    expect(
      planEarns({ date: '2026-03-10', receivedOn: `2026-03-${10 + PLAN_GRACE_DAYS}`, accountSince: since }),
    ).toBe(true);
    expect(
      planEarns({
        date: '2026-03-10',
        receivedOn: `2026-03-${10 + PLAN_GRACE_DAYS + 1}`,
        accountSince: since,
      }),
    ).toBe(false);
  });

  it('never counts a plan dated in the future, long ago, or before the account existed', () => {
    expect(planEarns({ date: '2026-03-11', receivedOn: '2026-03-10', accountSince: since })).toBe(false);
    expect(planEarns({ date: '2020-01-01', receivedOn: '2026-03-10', accountSince: '2019-01-01' })).toBe(
      false,
    );
    expect(planEarns({ date: '2026-02-28', receivedOn: '2026-03-02', accountSince: since })).toBe(false);
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween('2025-12-31', '2026-01-07')).toBe(7);
    expect(daysBetween('2026-03-08', '2026-03-07')).toBe(-1);
  });
});

describe('shares that count', () => {
  it('is one verse however it is written', () => {
    expect(verseKey('John 3:16')).toBe(verseKey('  john  3 : 16 '));
    expect(verseKey('John 3:16')).not.toBe(verseKey('John 3:17'));
  });

  it('counts a few new verses a day', () => {
    expect(shareCounts({ countedToday: 0, verseCountedBefore: false })).toBe(true);
    expect(shareCounts({ countedToday: COUNTED_SHARES_PER_DAY, verseCountedBefore: false })).toBe(false);
    expect(shareCounts({ countedToday: 0, verseCountedBefore: true })).toBe(false);
    expect(SHARE_POINTS_DAILY_CAP).toBe(25);
  });
});

describe('referrals', () => {
  it('refuses self-referrals and repeated sign-ups from one address', () => {
    expect(referralRefusal({ matchesReferrer: true, sameAddressRecently: false })).toBe('self_referral');
    expect(referralRefusal({ matchesReferrer: false, sameAddressRecently: true })).toBe('same_address');
    expect(referralRefusal({ matchesReferrer: false, sameAddressRecently: false })).toBeNull();
  });

  it('pays once the friend is active, within the daily cap', () => {
    expect(referralPaysNow({ activeDays: REFERRAL_ACTIVE_DAYS - 1, paidToday: 0 })).toBe(false);
    expect(referralPaysNow({ activeDays: REFERRAL_ACTIVE_DAYS, paidToday: 0 })).toBe(true);
    expect(referralPaysNow({ activeDays: REFERRAL_ACTIVE_DAYS, paidToday: REFERRALS_PAID_PER_DAY })).toBe(
      false,
    );
  });
});
