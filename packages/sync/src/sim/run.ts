import { CONFLICT_CHOICES } from '@reign/contract';
import fc from 'fast-check';
import { discardRejected } from '../client/rejections';
import { CHECK_EVERY_MS } from '../client/repair';
import { getMeta } from '../device/meta';
import { type Processed, type SimBackend, snapshotOf } from './backend';
import { accounted, conflictsVisible, convergence, model } from './invariants';
import { circlesHold } from './invariants-circles';
import type { Op, RowOp } from './ops';
import { circleSetup, circleSteps } from './ops-circles';
import { chooseVersion, flush, otherOp, shownConflicts } from './ops-other';
import { rowOp } from './ops-rows';
import { at, POOLS } from './pools';
import { type Scenario, scenarioArbitrary, scenarioOf } from './scenario';
import { type SimDevice, SimWorld } from './world';

/**
 * One simulated run (sim/README.md): the random phase (the scenario's operations in order), the
 * quiet phase (everyone online, the server up, flushes in turn until nothing moves, the older
 * build upgraded, every refusal discarded as a person would), then the invariants.
 */

export interface RunResult {
  seed: number;
  problems: string[];
  trace: string[];
  /** what the run went through, counted (sim.test.ts sums them: the paths the seeds reached) */
  counts: Record<string, number>;
}

/** Counts what a run went through: mutations by outcome, conflicts kept and settled, faults. */
function countsOf(w: SimWorld, kept: number, log: readonly Processed[]): Record<string, number> {
  const counts: Record<string, number> = { 'conflicts kept': kept };
  const add = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  for (const e of log) add(e.status === 'applied' ? `applied ${e.name}` : `refused ${e.name} ${e.code}`);
  for (const line of w.trace) {
    const words = line.split(' ').filter((word) => !/^(\d+|d\d)$/.test(word));
    const [kind, rest] = words;
    if (kind === 'lose' || kind === 'restart' || kind === 'interleave') add(kind);
    if (kind === 'flush') add(`flush ${rest}`);
    if (rest === 'skip') add(`skipped ${kind}`);
    if (line.includes('upgraded')) add('older build upgraded');
    if (kind === 'corrupt' && rest !== 'skip') add('corrupted');
  }
  return counts;
}

/** Rounds of flushes in turn before a run that has not settled is a finding. */
const MAX_QUIET_ROUNDS = 8;

const isRowOp = (op: Op): op is RowOp =>
  op.k.includes('.') && op.k !== 'conflict.resolve' && op.k !== 'refusal.settle';

async function step(w: SimWorld, op: Op, index: number): Promise<void> {
  w.backend.advance(1000);
  const d = 'd' in op ? (w.devices[op.d % w.devices.length] as SimDevice) : undefined;
  let line: string;
  try {
    line = isRowOp(op) && d ? await rowOp(w, d, op) : await otherOp(w, op);
  } catch (err) {
    w.trace.push(`${index} ${d ? `d${d.index} ` : ''}${op.k} THREW ${(err as Error).message}`);
    throw err;
  }
  if (d) await w.noteQueued(d);
  w.trace.push(`${index} ${d ? `d${d.index} ` : ''}${op.k} ${line}`.trimEnd());
  if (w.findings.length > 0) throw new Error(w.findings.join('; '));
}

/**
 * What every run starts from: the first device makes a goal, a task of it, a task of its own, a
 * prayer request and today's plan, and every device syncs them, so the operations that follow have
 * rows to meet on.
 */
const prelude = (d: number): Op[] => [
  { k: 'goal.create', d, title: 0, desc: 0 },
  { k: 'task.create', d, title: 0, goal: 0 },
  { k: 'task.create', d, title: 1, goal: undefined },
  { k: 'prayer.create', d, title: 0, forWhom: 0 },
  { k: 'plan.save', d, date: 1, priorities: [0, 1], actions: 1, verse: 0, legacy: false },
];

/** The prelude of the first device and, when there is one, of the stranger's, then everyone syncs. */
function preludeOf(w: SimWorld): Op[] {
  const stranger = w.devices.find((d) => d.account === 1);
  return [
    ...prelude(0),
    // the stranger makes rows like the person's (and marks a verse both mark), sharing nothing
    ...(stranger
      ? [...prelude(stranger.index), { k: 'highlight.set', d: stranger.index, verse: 0, colour: 0 } as Op]
      : []),
    { k: 'gather' },
  ];
}

/** Whether the devices of each account hold the same cursor. */
async function cursorsAgree(w: SimWorld): Promise<boolean> {
  for (let account = 0; account < w.backend.accounts.length; account++) {
    const cursors = await Promise.all(w.devicesOf(account).map((d) => d.db.meta.get('cursor')));
    if (new Set(cursors.map((c) => c?.value ?? 0)).size > 1) return false;
  }
  return true;
}

/** Flushes every device in turn until a round in which none had anything to send and all agree. */
async function quiet(w: SimWorld, label: string): Promise<void> {
  w.backend.heal();
  for (const d of w.devices) d.net.heal();
  for (let round = 0; round < MAX_QUIET_ROUNDS; round++) {
    let sent = false;
    for (const d of w.devices) {
      if ((await d.db.outbox.count()) > 0) sent = true;
      const outcome = await flush(d);
      if (outcome !== 'synced') throw new Error(`${label}: device ${d.index}'s flush was ${outcome}`);
    }
    if (!sent && (await cursorsAgree(w))) {
      w.trace.push(`${label}: settled after ${round + 1} rounds`);
      return;
    }
  }
  throw new Error(`${label}: the devices did not settle in ${MAX_QUIET_ROUNDS} rounds`);
}

/**
 * Every device, offline, settles the conflicts it shows as the scenario says (two devices may
 * settle one conflict differently: the first choice to reach the server holds).
 */
async function settleShown(w: SimWorld, choices: readonly number[]): Promise<void> {
  let n = 0;
  for (const d of w.devices) d.net.offline = true;
  for (const d of w.devices) {
    for (const conflict of await shownConflicts(w, d)) {
      const choice = choices[n++ % choices.length] ?? 3;
      if (choice === 3) continue;
      const keep = at(CONFLICT_CHOICES, choice);
      const priorities =
        keep === 'both' && conflict.entity === 'entries' && n % 2 ? at(POOLS.priorities, n) : null;
      const line = await chooseVersion(w, d, conflict, keep, priorities ? [priorities] : undefined);
      await w.noteQueued(d);
      w.trace.push(`choice d${d.index} conflict.resolve ${line}`);
    }
  }
}

/** Runs a scenario on a backend and checks the invariants; never throws for a finding. */
export async function runScenario(seed: number, scenario: Scenario, backend: SimBackend): Promise<RunResult> {
  const w = new SimWorld(seed, scenario, backend);
  const problems: string[] = [];
  let kept = 0;
  const log: Processed[] = [];
  let repairs = 0;
  try {
    for (const op of preludeOf(w)) await step(w, op, -1);
    if (w.circle) {
      await circleSetup(w);
      await step(w, { k: 'gather' }, -1);
    }
    for (const [i, op] of scenario.ops.entries()) {
      await circleSteps(w, i, scenario.ops.length);
      await step(w, op, i);
    }
    // the person comes back hours later: every device's next flush compares its checksums
    backend.advance(CHECK_EVERY_MS);
    await quiet(w, 'quiet');
    await settleShown(w, scenario.settle);
    await quiet(w, 'after the choices');
    for (const d of w.devices) {
      if (d.oldVersion !== undefined) {
        w.upgrade(d);
        w.trace.push(`device ${d.index} upgraded`);
      }
    }
    await quiet(w, 'after the upgrade');
    const logs = new Map<number, Processed[]>();
    for (const [index, account] of backend.accounts.entries()) {
      const processed = await backend.processed(account.userId);
      logs.set(index, processed);
      log.push(...processed);
      problems.push(...(await accounted(w, index, processed)));
    }
    for (const d of w.devices) {
      for (const r of await d.db.rejected.orderBy('seq').toArray()) {
        await discardRejected(d.db, r.id, () => d.engine.pull(true));
        w.trace.push(`device ${d.index} discards ${r.name} (${r.code ?? r.status})`);
      }
    }
    await quiet(w, 'after the discards');
    for (const [index, account] of backend.accounts.entries()) {
      const server = await snapshotOf(backend.baseUrl, account);
      const processed = logs.get(index) ?? [];
      problems.push(...(await convergence(w, index, server.live)));
      const modelled = await model(w, index, processed, server);
      problems.push(...modelled.problems);
      problems.push(...(await conflictsVisible(w, index, server.live, modelled.kept, processed)));
      kept += modelled.kept.length;
    }
    problems.push(...(await circlesHold(w, logs)));
    for (const d of w.devices) repairs += (await getMeta(d.db, 'repairs', { count: 0 })).count;
  } catch (err) {
    problems.push(`the run stopped: ${(err as Error).stack ?? err}`);
  } finally {
    w.close();
  }
  return {
    seed,
    problems,
    trace: w.trace,
    counts: { ...countsOf(w, kept, log), 'tables repaired': repairs },
  };
}

/**
 * A failing seed's run made smaller: fast-check generates the seed's scenario again (the same as
 * `scenarioOf`) and shrinks its operations while the run still fails, each try on a new backend.
 * Answers the smallest failing run, or null when the seed does not fail.
 */
export async function shrinkSeed(
  seed: number,
  backendFor: (scenario: Scenario) => Promise<SimBackend>,
): Promise<{ result: RunResult; scenario: Scenario } | null> {
  let smallest: { result: RunResult; scenario: Scenario } | null = null;
  const property = fc.asyncProperty(scenarioArbitrary, async (scenario) => {
    const result = await runScenario(seed, scenario, await backendFor(scenario));
    if (result.problems.length === 0) return true;
    smallest = { result, scenario };
    return false;
  });
  await fc.check(property, { seed, numRuns: 1 });
  return smallest;
}

/** A failed run as a message: the seed to replay, what went wrong, and the operations. */
export function report(
  result: RunResult,
  scenario: Scenario = scenarioOf(result.seed),
  replay = `SIM_SEED=${result.seed} pnpm test:sim`,
): string {
  const { ops: _ops, ...setup } = scenario;
  return [
    `sim: seed ${result.seed} diverged. Replay it: ${replay}`,
    ...result.problems.map((p) => `  - ${p}`),
    `setup: ${JSON.stringify(setup)}`,
    'operations:',
    ...result.trace.map((line) => `  ${line}`),
  ].join('\n');
}
