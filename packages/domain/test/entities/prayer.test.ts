import { describe, expect, it } from 'vitest';
import {
  answerChanges,
  answeredInMonth,
  newPrayer,
  prayerAfterDelete,
  prayerAfterShare,
  prayerAfterUpdate,
  prayerMatches,
  shareProblem,
} from '../../src';

const made = newPrayer(
  {
    id: '0190f2c0-0000-7000-8000-000000000001',
    title: 'Healing',
    details: 'for Mom',
    forWhom: 'Mom',
    category: 'health',
  },
  '2026-11-01T10:00:00.000Z',
);

describe('prayer requests', () => {
  it('starts active and unanswered', () => {
    expect(made).toMatchObject({ status: 'active', answeredAt: null, testimony: null, deleted: false });
  });

  it('answering sets status, date and testimony; restoring to active forgets the date', () => {
    const answered = prayerAfterUpdate(
      made,
      answerChanges('2026-11-20', 'Healed'),
      '2026-11-20T12:00:00.000Z',
    );
    expect(answered).toMatchObject({ status: 'answered', answeredAt: '2026-11-20', testimony: 'Healed' });
    const restored =
      answered && prayerAfterUpdate(answered, { status: 'active' }, '2026-11-21T00:00:00.000Z');
    expect(restored).toMatchObject({ status: 'active', answeredAt: null, testimony: 'Healed' });
  });

  it('a change set keeps the fields it does not name; a delete wins over later changes', () => {
    expect(prayerAfterUpdate(made, { forWhom: 'Dad' }, 'x')).toMatchObject({
      details: 'for Mom',
      forWhom: 'Dad',
    });
    const gone = prayerAfterDelete(made, 'y');
    expect(gone?.deleted).toBe(true);
    expect(gone && prayerAfterUpdate(gone, { title: 'Back' }, 'z')).toBeNull();
    expect(gone && prayerAfterDelete(gone, 'z')).toBeNull();
  });

  it('is private until shared; moves to another circle only after sharing stops (issue 52)', () => {
    expect(made).toMatchObject({ sharedCircleId: null, sharedAnonymously: false });
    const [a, b] = ['0190f2c0-0000-7000-8000-00000000000a', '0190f2c0-0000-7000-8000-00000000000b'];
    const shared = prayerAfterShare(made, { circleId: a, anonymous: true }, 'x');
    expect(shared).toMatchObject({ sharedCircleId: a, sharedAnonymously: true, updatedAt: 'x' });
    if (!shared) return;
    expect(prayerAfterShare(shared, { circleId: a, anonymous: true }, 'y')).toBeNull();
    expect(prayerAfterShare(shared, { circleId: a, anonymous: false }, 'y')).toMatchObject({
      sharedAnonymously: false,
    });
    expect(shareProblem(shared, { circleId: b, anonymous: false })).toBe('sharedElsewhere');
    expect(prayerAfterShare(shared, { circleId: b, anonymous: false }, 'y')).toBeNull();
    const stopped = prayerAfterShare(shared, { circleId: null, anonymous: true }, 'y');
    expect(stopped).toMatchObject({ sharedCircleId: null, sharedAnonymously: false });
    expect(stopped && shareProblem(stopped, { circleId: b, anonymous: false })).toBeNull();
    const gone = prayerAfterDelete(shared, 'z');
    expect(gone && prayerAfterShare(gone, { circleId: null, anonymous: false }, 'z')).toBeNull();
  });

  it('searches title, details and for whom, any case', () => {
    expect(prayerMatches(made, 'MOM')).toBe(true);
    expect(prayerMatches(made, 'heal')).toBe(true);
    expect(prayerMatches(made, 'job')).toBe(false);
    expect(prayerMatches(made, '  ')).toBe(true);
  });

  it('counts the requests answered in the month of today', () => {
    const a = { ...made, status: 'answered' as const, answeredAt: '2026-11-03' };
    const b = { ...made, status: 'answered' as const, answeredAt: '2026-10-31' };
    const c = { ...made, status: 'archived' as const, answeredAt: '2026-11-05' };
    expect(answeredInMonth([a, b, c, made], '2026-11-22')).toBe(1);
  });
});
