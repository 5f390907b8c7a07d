import type { ErrorCode } from '@reign/contract';
import type { RejectedMutation } from '../device/types';

/**
 * What a person can do with a change the server refused (docs/sync-protocol.md, 'Refused
 * changes'), decided by the refusal's error code, never by its wording:
 * - `retry`: the reason can go away (a membership bought, a goal limit freed, rows deleted under an
 *   account limit, versions to review settled, a circle's day or room freed): the change is queued
 *   again as a new mutation, carrying the row as it is now on this device;
 * - `standalone`: a task whose goal was deleted elsewhere is sent again without its goal;
 * - `discard`: the change is dropped and its row goes back to what the server has (a refused
 *   create leaves nothing behind).
 */
export type RefusalAction = 'retry' | 'standalone' | 'discard';

/** Codes whose reason can go away: a retry may then be accepted. */
export const RETRYABLE_CODES: readonly ErrorCode[] = [
  'free_goal_limit',
  'paid_membership_required',
  'account_limit',
  'versions_limit',
  'circle_limit',
];

/** The id of the row a mutation is about (the profile and a plan's ticks have none of their own). */
export function rowIdOf(item: Pick<RejectedMutation, 'name' | 'args'>): string | null {
  if (item.name === 'profile.update' || item.name === 'dailyActions.save') return null;
  const id = (item.args as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * The code of a refusal; rows stored before codes existed have none, and a refused new goal with
 * 403 then was the free limit.
 */
export function refusalCode(item: RejectedMutation): ErrorCode | null {
  if (item.code) return item.code;
  return item.name === 'goal.create' && item.status === 403 ? 'free_goal_limit' : null;
}

/**
 * The actions offered for a refusal, in the order they are shown. A task refused because its goal
 * was not on the server may go again with its goal (`retry`) when that goal is on this device
 * (`goalHere`: its own refusal was sent again, or waits to be); otherwise only alone or not at all.
 */
export function refusalActions(
  item: RejectedMutation,
  context: { goalHere?: boolean } = {},
): RefusalAction[] {
  const code = refusalCode(item);
  if (code && RETRYABLE_CODES.includes(code)) return ['retry', 'discard'];
  if (code === 'goal_not_found' && (item.name === 'task.create' || item.name === 'task.update')) {
    return context.goalHere ? ['retry', 'standalone', 'discard'] : ['standalone', 'discard'];
  }
  return ['discard'];
}

/** The goal a task's change names (its create's or its update's goalId), if any. */
export function goalOfTaskRefusal(item: Pick<RejectedMutation, 'name' | 'args'>): string | null {
  const args = item.args as { goalId?: unknown; changes?: { goalId?: unknown } } | null;
  const goalId = item.name === 'task.create' ? args?.goalId : args?.changes?.goalId;
  return typeof goalId === 'string' ? goalId : null;
}
