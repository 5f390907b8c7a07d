import type { Prayer } from '@reign/contract';
import type { Stored } from '@reign/domain';
import { type ModelState, No, type Step } from './model-state';
import type { CircleState } from './world';

/**
 * What the model knows of circles (invariant 2 with circles, sim/README.md). The model learns each
 * account's membership from the run's record of it (ops-circles.ts: every join, leave and removal
 * with the server's time after it): a circle write of a non-member must be refused `not_found`, and
 * leaving takes the person's requests out of the circle. What a member's write does to the circle's
 * rows is shared by several accounts and is the circle invariant's to check (invariants-circles.ts),
 * so for a member's write the model takes the server's answer, as long as it is one a member can
 * be given: `not_found` (the request no longer shared, the plan since changed or past its end).
 */

/** An account's memberships over time, from the run's circle. */
export function membershipOf(circle: CircleState | undefined, account: number) {
  const events = (circle?.events ?? []).filter((e) => e.account === account);
  return {
    events,
    member(circleId: string, at: string): boolean {
      if (!circle || circleId !== circle.id) return false;
      return events.filter((e) => e.at < at).at(-1)?.member ?? false;
    },
  };
}

/** A circle write of the account (pray, read, note): refused unless a member; else the server's answer. */
export function memberWrite(s: Step, circleId: string): void {
  if (!s.circle?.member(circleId, s.at)) throw new No('not_found');
  const { status, code } = s.circle.given;
  // a refusal a member may get; any other is the model's difference to report
  if (status === 'rejected' && code === 'not_found') throw new No('not_found');
}

/**
 * Leaving (or being removed from) the circle at `at`: every live request the person shared with it
 * stops being shared, written at that time (the server's releaseShares, in the leave's request).
 */
export function release(state: ModelState, circleId: string, at: string): void {
  for (const [id, row] of state.prayers) {
    const p = row as unknown as Stored<Prayer>;
    if (p.deleted || p.sharedCircleId !== circleId) continue;
    state.prayers.set(id, { ...row, sharedCircleId: null, sharedAnonymously: false, updatedAt: at });
  }
}
