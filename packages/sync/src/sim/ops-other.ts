import { CONFLICT_CHOICES, type ConflictChoice } from '@reign/contract';
import { goalOfTaskRefusal } from '../client/refusal-actions';
import { discardRejected, refusalActions, resendRejected } from '../client/rejections';
import type { ConflictRow } from '../device/types';
import { corrupt } from './corrupt';
import type { Op } from './ops';
import { rowOp } from './ops-rows';
import { at, POOLS } from './pools';
import type { SimDevice, SimWorld } from './world';

/**
 * The other operations: a person settling a conflict or a refused change, a flush, and the faults
 * (offline, a lost answer, a restart of the server, two devices at work at once, time passing).
 * Each answers its line of the trace.
 */

/** A flush; one that fails while no fault touched the device's requests is a finding. */
export async function flush(d: SimDevice): Promise<string> {
  d.net.faulted = false;
  const outcome = await d.engine.flush();
  const status = d.engine.getStatus();
  if (status.paused) throw new Error(`device ${d.index}'s sync paused: ${status.lastError}`);
  if (outcome !== 'synced' && !d.net.faulted)
    throw new Error(`device ${d.index}'s flush failed with no fault: ${status.lastError}`);
  return outcome;
}

/** The person chooses a version of a conflict the device shows; the trace's line. */
export async function chooseVersion(
  w: SimWorld,
  d: SimDevice,
  conflict: ConflictRow,
  keep: ConflictChoice,
  priorities?: string[],
): Promise<string> {
  const about = `${conflict.entity} ${w.label(conflict.rowId)}`;
  try {
    await d.mutations.resolveConflict({ id: conflict.id, keep, ...(priorities ? { priorities } : {}) });
  } catch (err) {
    return `${keep} of ${about}: refused here (${(err as Error).message})`;
  }
  return `${keep}${priorities ? ` ${priorities.join('+')}` : ''} of ${about}`;
}

/** The conflicts a device shows, in the run's order. */
export async function shownConflicts(w: SimWorld, d: SimDevice): Promise<ConflictRow[]> {
  return w.conflictsInOrder((await d.db.conflicts.toArray()).filter((c) => !c.deleted));
}

/** The person settles one of the conflicts the device shows. */
async function resolve(w: SimWorld, d: SimDevice, op: Extract<Op, { k: 'conflict.resolve' }>) {
  const shown = await shownConflicts(w, d);
  const conflict = shown[op.pick % Math.max(shown.length, 1)];
  if (!conflict) return 'skip';
  const keep = at(CONFLICT_CHOICES, op.keep);
  const priorities =
    conflict.entity === 'entries' && keep === 'both'
      ? op.priorities?.map((n) => at(POOLS.priorities, n))
      : undefined;
  return chooseVersion(w, d, conflict, keep, priorities);
}

/** The person acts on one refused change: one of the actions the dialog offers it. */
async function settle(w: SimWorld, d: SimDevice, op: Extract<Op, { k: 'refusal.settle' }>) {
  const refused = await d.db.rejected.orderBy('seq').toArray();
  const item = refused[op.pick % Math.max(refused.length, 1)];
  if (!item) return 'skip';
  const goalId = goalOfTaskRefusal(item);
  const goal = goalId ? await d.db.goals.get(goalId) : undefined;
  const actions = refusalActions(item, { goalHere: !!goal && !goal.deleted });
  const action = at(actions, op.action);
  const now = () => new Date(w.deviceNow(d));
  try {
    if (action === 'discard') await discardRejected(d.db, item.id, () => d.engine.pull(true));
    else await resendRejected(d.db, item.id, action, { now });
  } catch (err) {
    return `${action} ${item.name}: failed (${(err as Error).message})`;
  }
  const left = new Set((await d.db.rejected.toArray()).map((r) => r.id));
  for (const r of refused) if (!left.has(r.id)) w.settled.add(r.id);
  return `${action} ${item.name} (${item.code ?? item.status})`;
}

export async function otherOp(w: SimWorld, op: Op): Promise<string> {
  const device = (n: number) => w.devices[n % w.devices.length] as SimDevice;
  switch (op.k) {
    case 'conflict.resolve':
      return resolve(w, device(op.d), op);
    case 'refusal.settle':
      return settle(w, device(op.d), op);
    case 'flush':
      return flush(device(op.d));
    case 'gather': {
      // everyone comes online and flushes in turn (faults of the server stay)
      const outcomes: string[] = [];
      for (const d of w.devices) {
        d.net.offline = false;
        outcomes.push(await flush(d));
      }
      return outcomes.join(' ');
    }
    case 'offline':
      device(op.d).net.offline = true;
      return '';
    case 'online':
      device(op.d).net.offline = false;
      return '';
    case 'lose':
      device(op.d).net.lose = op.what;
      return `the next ${op.what} answer`;
    case 'restart':
      w.backend.restart(op.requests, op.crashAfter);
      return op.crashAfter === undefined
        ? `refusing ${op.requests} requests`
        : `dying in the next push after ${op.crashAfter} mutations, then refusing ${op.requests}`;
    case 'interleave': {
      const first = device(op.d);
      if (op.edit) {
        const edit = op.edit;
        // the person's change is queued while the sync's request travels
        first.net.before = {
          on: op.on,
          run: async () => {
            const line = await rowOp(w, first, edit).catch((err: Error) => {
              w.findings.push(`${edit.k} during a request threw: ${err.message}`);
              return 'threw';
            });
            await w.noteQueued(first);
            w.trace.push(`  during d${first.index}'s ${op.on}: ${edit.k} ${line}`);
          },
        };
        return `the person changes ${op.edit.k} during device ${first.index}'s next ${op.on}`;
      }
      const other = device(op.other);
      if (first === other) return 'skip';
      // a finding of the other's flush is the run's, not a failure of this device's request
      const run = () => flush(other).catch((err: Error) => w.findings.push(err.message));
      first.net.before = { on: op.on, run };
      return `device ${other.index} flushes during device ${first.index}'s next ${op.on}`;
    }
    case 'wait':
      w.backend.advance(op.minutes * 60_000);
      return `${op.minutes} min`;
    case 'corrupt':
      return corrupt(w, device(op.d), op);
    case 'upgrade': {
      const old = w.devices.find((d) => d.oldVersion !== undefined);
      if (!old) return 'skip';
      w.upgrade(old);
      return `device ${old.index} upgraded`;
    }
    default:
      throw new Error(`not an operation of this file: ${op.k}`);
  }
}
