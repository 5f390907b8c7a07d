import { addDays } from '@reign/domain';
import { circleTablesOf } from '../device/database';
import type { CircleOp } from './circle-ops';
import { flush } from './ops-other';
import { at, POOLS } from './pools';
import type { CircleState, SimDevice, SimWorld } from './world';

/**
 * The circle's operations (circle-ops.ts): its membership through REST, as the person does it
 * online (made, joined by code, left, a member removed, joined again with a new invitation, a revoked
 * invitation's code refused, the circle deleted), each
 * change noted with the server's time for the model and the circle invariant; and the members'
 * writes through their devices' mutations (shared, 'I prayed', a day read, a note), queued and
 * sent as every write. Trace lines name rows by their place, never by their random ids.
 */

/** A REST request of an account; null when the server was restarting (the request never arrived). */
async function rest(w: SimWorld, account: number, method: string, path: string, body?: unknown) {
  try {
    const res = await w.accountOf({ account }).fetch(`${w.backend.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => null)) as Record<string, unknown> | null,
    };
  } catch {
    return null;
  }
}

const said = (r: { status: number } | null) => (r ? `${r.status}` : 'the server is restarting');

/** The membership changed now: noted with the server's time (mutations processed later see it). */
function note(w: SimWorld, c: CircleState, account: number, member: boolean) {
  if (member) c.members.add(account);
  else c.members.delete(account);
  c.events.push({ account, member, at: new Date(w.backend.serverNow()).toISOString() });
}

/** A friend joins with a new invitation of the leader's; the trace's words. */
async function join(w: SimWorld, c: CircleState, account: number): Promise<string> {
  const invite = await rest(w, 0, 'POST', `/api/circles/${c.id}/invites`, { days: 7 });
  if (invite?.status !== 200 && invite?.status !== 201) return `invitation ${said(invite)}`;
  const joined = await rest(w, account, 'POST', '/api/circles/join', { code: invite.body?.code });
  if (joined?.status === 200 || joined?.status === 201) note(w, c, account, true);
  return `joined ${said(joined)}`;
}

/**
 * The leader revokes a new invitation before a friend not in the circle uses its code: the join
 * must be refused (a join that goes through is a finding, and noted so the run stays true).
 */
async function revokedJoin(w: SimWorld, c: CircleState, account: number): Promise<string> {
  const invite = await rest(w, 0, 'POST', `/api/circles/${c.id}/invites`, { days: 7 });
  if (invite?.status !== 201) return `invitation ${said(invite)}`;
  const revoked = await rest(w, 0, 'DELETE', `/api/circles/${c.id}/invites/${invite.body?.id}`);
  if (revoked?.status !== 200) return `revoked ${said(revoked)}`;
  const joined = await rest(w, account, 'POST', '/api/circles/join', { code: invite.body?.code });
  if (joined?.status === 200 || joined?.status === 201) {
    note(w, c, account, true);
    w.findings.push(`account ${account} joined with a revoked invitation (${joined.status})`);
  }
  return `revoked, then joined ${said(joined)}`;
}

/**
 * After the prelude: the person makes the circle and sets the plan it reads, its friends join it,
 * and each member shares a request of its own (a friend's first device asks one), so the run's
 * circle writes have rows to meet on. No fault is on yet, so every request arrives.
 */
export async function circleSetup(w: SimWorld): Promise<void> {
  const c = w.circle;
  if (!c) return;
  const made = await rest(w, 0, 'POST', '/api/circles', { name: 'Home group' });
  if (!made?.body || typeof made.body.id !== 'string') throw new Error(`circle not made: ${said(made)}`);
  c.id = made.body.id;
  note(w, c, 0, true);
  await circleOp(w, { k: 'circle.plan', at: 0, ago: 2 });
  for (const account of c.accounts) {
    const first = w.devicesOf(account)[0] as SimDevice;
    if (account !== 0) {
      const line = await join(w, c, account);
      if (!c.members.has(account)) throw new Error(`account ${account} could not join: ${line}`);
      const asked = await first.mutations.createPrayer({
        title: at(POOLS.prayerTitles, account),
        forWhom: null,
      });
      w.noteMade(asked.id);
    }
    const [own] = w.inOrder(await first.db.prayers.toArray());
    if (own) await first.mutations.sharePrayer(own.id, c.id, account === 2);
    await w.noteQueued(first);
  }
  w.trace.push(`-1 circle made by account 0, joined by ${c.accounts.slice(1).join(' and ')}`);
}

/** Rows in an order that does not depend on their random ids: the run's, then `order`. */
function ordered<R extends { id: string }>(w: SimWorld, rows: R[], order: (r: R) => string): R[] {
  return w.inOrder(rows).sort((x, y) => order(x).localeCompare(order(y)));
}

const nth = <R>(rows: readonly R[], n: number): R | undefined => rows[n % Math.max(rows.length, 1)];

/** A member's write on the circle from one of its devices (an older build has no circle tables: skipped). */
async function deviceOp(w: SimWorld, c: CircleState, d: SimDevice, op: CircleOp): Promise<string> {
  if (circleTablesOf(d.db).length === 0) return 'skip';
  const m = d.mutations;
  const reading = async () =>
    ordered(w, await d.db.circleReadings.where('circleId').equals(c.id).toArray(), (r) => r.createdAt)[0];
  switch (op.k) {
    case 'circle.share': {
      const mine = w.inOrder((await d.db.prayers.toArray()).filter((p) => !p.deleted));
      const prayer = nth(mine, op.pick);
      if (!prayer) return 'skip';
      await m.sharePrayer(prayer.id, op.stop ? null : c.id, op.anonymous);
      return `${w.label(prayer.id)} ${op.stop ? 'only me' : op.anonymous ? 'anonymously' : 'by name'}`;
    }
    case 'circle.pray': {
      const shared = nth(
        w.inOrder(await d.db.circlePrayers.where('circleId').equals(c.id).toArray()),
        op.pick,
      );
      if (!shared) return 'skip';
      await m.prayFor(c.id, shared.id);
      return w.label(shared.id);
    }
    case 'circle.read':
    case 'circle.note': {
      const plan = await reading();
      if (!plan) return 'skip';
      const base = { circleId: c.id, readingId: plan.id, day: op.day };
      if (op.k === 'circle.read') await m.readTogether({ kind: 'read', ...base, read: op.read });
      else await m.readTogether({ kind: 'note', ...base, body: at(POOLS.noteTexts, op.body) });
      return `day ${op.day}${op.k === 'circle.read' ? ` ${op.read}` : ''}`;
    }
    case 'circle.unnote': {
      const notes = ordered(
        w,
        await d.db.circleReadingNotes.where('circleId').equals(c.id).toArray(),
        (n) => n.createdAt,
      );
      const mine = nth(
        notes.filter((n) => n.mine),
        op.pick,
      );
      if (!mine) return 'skip';
      await m.readTogether({ kind: 'unnote', circleId: c.id, id: mine.id });
      return `day ${mine.day}`;
    }
    case 'circle.flush':
      return flush(d);
    default:
      throw new Error(`not a device's circle write: ${op.k}`);
  }
}

/** One circle operation; the trace's line (and the device it ran on, whose queue is then noted). */
export async function circleOp(w: SimWorld, op: CircleOp): Promise<{ line: string; device?: SimDevice }> {
  const c = w.circle;
  if (!c) return { line: 'skip' };
  const a = 'a' in op ? op.a : 0;
  const account = c.accounts[a % c.accounts.length] ?? 0;
  const friends = c.accounts.slice(1);
  const friend = friends[a % friends.length] ?? 0;
  const userId = w.accountOf({ account: friend }).userId;
  switch (op.k) {
    case 'circle.plan': {
      const today = await w.today(w.devicesOf(0)[0] as SimDevice);
      const body = { planKey: 'gospels-30', startDate: addDays(today, -op.ago) };
      const set = await rest(w, 0, 'PUT', `/api/circles/${c.id}/reading`, body);
      if (set?.status === 200 && typeof set.body?.id === 'string')
        c.readings.push({ id: set.body.id, at: new Date(w.backend.serverNow()).toISOString() });
      return { line: `gospels-30 from ${op.ago} days ago: ${said(set)}` };
    }
    case 'circle.leave': {
      if (!c.members.has(friend)) return { line: 'skip' };
      const left = await rest(w, friend, 'POST', `/api/circles/${c.id}/leave`);
      if (left?.status === 200) note(w, c, friend, false);
      return { line: `account ${friend}: ${said(left)}` };
    }
    case 'circle.remove': {
      if (!c.members.has(friend)) return { line: 'skip' };
      const removed = await rest(w, 0, 'DELETE', `/api/circles/${c.id}/members/${userId}`);
      if (removed?.status === 200) note(w, c, friend, false);
      return { line: `account ${friend}: ${said(removed)}` };
    }
    case 'circle.rejoin':
      if (c.members.has(friend)) return { line: 'skip' };
      return { line: `account ${friend}: ${await join(w, c, friend)}` };
    case 'circle.revoke':
      if (c.members.has(friend) || !c.members.has(0)) return { line: 'skip' };
      return { line: `account ${friend}: ${await revokedJoin(w, c, friend)}` };
    case 'circle.delete': {
      // the circle ends for everyone in it, as if each left at once; nothing of it can be done after
      if (!c.members.has(0)) return { line: 'skip' };
      const deleted = await rest(w, 0, 'DELETE', `/api/circles/${c.id}`);
      if (deleted?.status === 200) for (const member of [...c.members]) note(w, c, member, false);
      return { line: said(deleted) };
    }
    default: {
      const devices = w.devicesOf(account);
      const d = devices[op.d % devices.length] as SimDevice;
      return { line: `d${d.index} ${await deviceOp(w, c, d, op)}`, device: d };
    }
  }
}

/** The circle operations placed before main operation `i` of `count`, run as the run's steps are. */
export async function circleSteps(w: SimWorld, i: number, count: number): Promise<void> {
  for (const op of w.scenario.circle?.ops ?? []) {
    if (op.at % count !== i) continue;
    w.backend.advance(1000);
    const { line, device } = await circleOp(w, op);
    if (device) await w.noteQueued(device);
    w.trace.push(`${i} ${op.k} ${line}`);
    if (w.findings.length > 0) throw new Error(w.findings.join('; '));
  }
}
