import { userDbName } from '@reign/sync/device/database';
import Dexie from 'dexie';
import type { DataSession } from '../../data/session';
import { forgetUserDb } from '../../data/waiting-changes';

/** How long the device waits for a database to be let go of before it stops waiting. */
const LET_GO_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the server deleted the account and the page is signed out: nothing of it stays on this
 * device (a shared phone must not keep it). The account's database goes once this page has closed
 * it (signed out, the data provider closes the session; a database deleted while this page holds
 * it open would reload the page). Another tab is told by 'versionchange' and reloads, signed out.
 */
export async function forgetDeletedAccount(userId: number, session: DataSession | null): Promise<void> {
  const name = userDbName(userId);
  forgetUserDb(name);
  if (session?.userId === userId) {
    const until = Date.now() + LET_GO_MS;
    while (session.db.isOpen() && Date.now() < until) await pause(50);
    session.db.close();
  }
  await Promise.race([Dexie.delete(name).catch(() => {}), pause(LET_GO_MS)]);
}
