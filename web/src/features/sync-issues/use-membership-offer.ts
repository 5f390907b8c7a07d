import { useEffect, useRef } from 'react';
import { type RejectedMutation, useIsPaidMember } from '../../data';
import { needsMembership } from './describe';

/**
 * When the person is a member and changes refused for want of a membership are waiting (a goal
 * over the free limit made on another device), `open` is called once for them: the dialog then
 * offers to send them again. Each refusal is offered once per page load. `rejected` is the list the
 * dialog shows (the header's useSyncStatus), so it never opens on a list that has not arrived yet.
 */
export function useMembershipOffer(rejected: readonly RejectedMutation[], open: () => void): void {
  const paid = useIsPaidMember();
  const offered = useRef(new Set<string>());
  useEffect(() => {
    if (!paid) return;
    const fresh = rejected.filter((r) => needsMembership(r) && !offered.current.has(r.id));
    if (fresh.length === 0) return;
    for (const r of fresh) offered.current.add(r.id);
    open();
  }, [paid, rejected, open]);
}
