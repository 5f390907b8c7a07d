import { useEffect, useRef } from 'react';
import { useIsPaidMember } from '../../data';
import { useSyncStatus } from '../../data/sync-hooks';
import { needsMembership } from './describe';

/**
 * When the person is a member and changes refused for want of a membership are waiting (a goal
 * over the free limit made on another device), `open` is called once for them: the dialog then
 * offers to send them again. Each refusal is offered once per page load.
 */
export function useMembershipOffer(open: () => void): void {
  const paid = useIsPaidMember();
  const { rejected } = useSyncStatus();
  const offered = useRef(new Set<string>());
  useEffect(() => {
    if (!paid) return;
    const fresh = rejected.filter((r) => needsMembership(r) && !offered.current.has(r.id));
    if (fresh.length === 0) return;
    for (const r of fresh) offered.current.add(r.id);
    open();
  }, [paid, rejected, open]);
}
