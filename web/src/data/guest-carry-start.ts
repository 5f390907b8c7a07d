import { GUEST_DB_NAME, ReignDb } from '@reign/sync/device/database';
import { GUEST_WROTE_KEY, guestWrote } from './guest-wrote';

/**
 * When a guest wrote on this device, carries their rows into the member's database once the page
 * is idle (a signed-in start opens no second database otherwise), says so, and flushes.
 */
export function carryGuestWhenIdle(
  member: ReignDb,
  userId: number,
  afterWrite: (() => void) | undefined,
): void {
  if (!guestWrote()) return;
  const run = async () => {
    const [{ carryGuestRows, sayCarried }, { GUEST_CARRY_RULES }] = await Promise.all([
      import('./guest-carry'),
      import('./guest-carry-rules'),
    ]);
    const guest = new ReignDb(GUEST_DB_NAME);
    try {
      const counts = await carryGuestRows(guest, member, userId, GUEST_CARRY_RULES);
      localStorage.removeItem(GUEST_WROTE_KEY);
      if (!Object.values(counts).some((n) => n > 0)) return;
      afterWrite?.();
      sayCarried();
    } finally {
      guest.close();
    }
  };
  const start = () => void run().catch(() => {}); // tried again at the next start: the marker stays
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 200);
}
