import { ACCOUNT_LIMITS } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { type Contest, conflictAfterContest, holdsBase, type StoredConflict } from '../../src';
import { GOAL_ID, T0, T1 } from './fixtures';

const PER_ROW = ACCOUNT_LIMITS.conflictsPerRow;

/** A blind edit of the goal's title: its base is neither the stored title nor any kept version. */
const blind = (n: number, base = 'seen by nobody'): Contest => ({
  id: `0190f3a2-0000-7abc-8def-${String(n).padStart(12, '0')}`,
  entity: 'goals',
  rowId: GOAL_ID,
  values: { title: `Title ${n}` },
  continues: (c) => holdsBase(c, { title: base }),
});

/** The versions `n` blind edits keep, one after the other, in an account with `others` elsewhere. */
function keep(n: number, others = 0): { kept: StoredConflict[]; refused: string[] } {
  const kept: StoredConflict[] = [];
  const refused: string[] = [];
  for (let i = 1; i <= n; i++) {
    const live = kept.filter((c) => !c.deleted);
    const outcome = conflictAfterContest(live, blind(i), T0, others + live.length);
    if (outcome.kept) kept.push(outcome.kept);
    else refused.push(outcome.refused);
  }
  return { kept, refused };
}

describe('versions kept for review', () => {
  it(`a row keeps at most ${PER_ROW} versions; a further blind edit is refused, naming the row`, () => {
    const { kept, refused } = keep(PER_ROW + 5);
    expect(kept.map((c) => c.values.title)).toEqual(
      Array.from({ length: PER_ROW }, (_, i) => `Title ${i + 1}`),
    );
    expect(refused).toEqual(Array(5).fill('row'));
  });

  it('a write continuing a kept version updates it even when the row is full', () => {
    const { kept } = keep(PER_ROW);
    const outcome = conflictAfterContest(kept, blind(99, 'Title 2'), T1, kept.length);
    expect(outcome.kept).toMatchObject({ id: kept[1]?.id, values: { title: 'Title 99' }, updatedAt: T1 });
  });

  it('the same write applied again is its own conflict, not one more', () => {
    const { kept } = keep(PER_ROW);
    const again = conflictAfterContest(kept, blind(1), T1, kept.length);
    expect(again.kept?.id).toBe(kept[0]?.id);
  });

  it('a settled version makes room on its row', () => {
    const { kept } = keep(PER_ROW);
    const settled = kept.map((c, i) => (i === 0 ? { ...c, deleted: true } : c));
    const outcome = conflictAfterContest(settled, blind(50), T1, PER_ROW - 1);
    expect(outcome.kept?.values).toEqual({ title: 'Title 50' });
  });

  it('the account keeps at most ACCOUNT_LIMITS.conflicts versions in all', () => {
    expect(keep(1, ACCOUNT_LIMITS.conflicts - 1).kept).toHaveLength(1);
    expect(keep(1, ACCOUNT_LIMITS.conflicts)).toEqual({ kept: [], refused: ['account'] });
  });
});

describe('the device a version came from', () => {
  const phone = { device: { browser: 'Chrome', system: 'Android' }, clientId: 'client-phone' };
  const laptop = { device: { browser: 'Firefox', system: 'Windows' }, clientId: 'client-laptop' };

  it('a new version names the device of the write that brought it, or nothing when not told', () => {
    expect(conflictAfterContest([], { ...blind(1), origin: phone }, T0, 0).kept).toMatchObject(phone);
    expect(conflictAfterContest([], blind(1), T0, 0).kept).toMatchObject({ device: null, clientId: null });
  });

  it('a version saved again names the latest device; a write that does not say keeps the one it had', () => {
    const first = conflictAfterContest([], { ...blind(1), origin: phone }, T0, 0).kept as StoredConflict;
    const continued = conflictAfterContest([first], { ...blind(2, 'Title 1'), origin: laptop }, T1, 1);
    expect(continued.kept).toMatchObject({ id: first.id, ...laptop, updatedAt: T1 });
    // this device re-applying its own pending write over the server's version of it
    expect(conflictAfterContest([first], blind(1), T1, 1).kept).toMatchObject(phone);
  });
});
