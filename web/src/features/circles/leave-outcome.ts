import type { CircleMember } from '@reign/contract';
import { afterDeparture } from '@reign/domain';

/**
 * What leaving does to the circle, by the server's own rule (@reign/domain's afterDeparture): with
 * nobody left it is deleted; when the last leader leaves, the longest-standing member leads next.
 */
export type LeaveOutcome = { kind: 'delete' } | { kind: 'keep' } | { kind: 'promote'; name: string };

export function leaveOutcome(members: readonly CircleMember[], meId: number | undefined): LeaveOutcome {
  const remaining = members.filter((m) => m.userId !== meId);
  const next = afterDeparture(remaining.map((m) => ({ ...m, joinedAt: new Date(m.joinedAt) })));
  if (next.kind !== 'promote') return next;
  return { kind: 'promote', name: remaining.find((m) => m.userId === next.userId)?.name ?? '' };
}
