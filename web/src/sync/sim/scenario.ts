import fc from 'fast-check';

/**
 * A simulated run as data (sim/README.md): the devices and their differences, and the operations
 * in order. fast-check makes it from the seed, so one seed is one run, and a failing run shrinks
 * to fewer operations. An operation names its device and the row it is about by numbers that are
 * taken modulo what is there when it runs (`d` modulo the devices, `pick` modulo that device's
 * rows), so any list of operations can run, shrunk or not.
 */

/** An optional small number (an index into a pool), or undefined: a field left out of a change set. */
type Maybe = number | undefined;

export type Op =
  | { k: 'goal.create'; d: number; title: number; desc: number }
  | { k: 'goal.update'; d: number; pick: number; title: Maybe; desc: Maybe; progress: Maybe; category: Maybe }
  | { k: 'goal.delete'; d: number; pick: number }
  | { k: 'task.create'; d: number; title: number; goal: Maybe }
  | { k: 'task.update'; d: number; pick: number; title: Maybe; desc: Maybe; due: Maybe; goal: Maybe }
  | { k: 'task.done'; d: number; pick: number; done: boolean }
  | { k: 'task.delete'; d: number; pick: number }
  | { k: 'prayer.create'; d: number; title: number; forWhom: Maybe }
  | {
      k: 'prayer.update';
      d: number;
      pick: number;
      title: Maybe;
      details: Maybe;
      forWhom: Maybe;
      status: Maybe;
    }
  | { k: 'prayer.delete'; d: number; pick: number }
  | {
      k: 'plan.save';
      d: number;
      date: number;
      priorities: number[];
      actions: number;
      verse: number;
      /** queued as a build before one-plan-a-day ids did: an id of its own, no `base` */
      legacy: boolean;
    }
  | { k: 'action.tick'; d: number; pick: number; action: number; done: boolean }
  | { k: 'profile.update'; d: number; bio: Maybe; focus: Maybe; maturity: Maybe }
  | { k: 'conflict.resolve'; d: number; pick: number; keep: number; priorities: number[] | undefined }
  | { k: 'refusal.settle'; d: number; pick: number; action: number }
  | { k: 'offline'; d: number }
  | { k: 'online'; d: number }
  | { k: 'flush'; d: number }
  | { k: 'gather' }
  | { k: 'lose'; d: number; what: 'push' | 'pull' }
  | { k: 'restart'; requests: number; crashAfter: Maybe }
  | { k: 'interleave'; d: number; other: number }
  | { k: 'wait'; minutes: number };

export interface Scenario {
  /** how many devices of the one account (2 to 4) */
  devices: number;
  /** the device that plays a build older than the conflicts table (modulo devices), or none */
  old: Maybe;
  /** a paid member (no goal limit) or a free one (the limit's refusals are part of the run) */
  paid: boolean;
  /** each device's clock, off by this many minutes (hours to days) */
  skews: number[];
  /** each device's pull page (rows) */
  pullLimits: number[];
  /** mutations per push transaction on the in-memory server */
  perTransaction: number;
  ops: Op[];
  /**
   * After the operations, every device goes offline and settles the conflicts it shows, the n-th
   * with the choice `settle[n]` (current, other, both; 3 leaves it), before all come back.
   */
  settle: number[];
}

const d = fc.nat(3);
const pick = fc.nat(99);
const maybe = (max: number) => fc.option(fc.nat(max), { nil: undefined, freq: 2 });

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ k: fc.constant('goal.create'), d, title: fc.nat(3), desc: fc.nat(2) }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      k: fc.constant('goal.update'),
      d,
      pick,
      title: maybe(3),
      desc: maybe(2),
      progress: maybe(4),
      category: maybe(4),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('goal.delete'), d, pick }) },
  {
    weight: 5,
    arbitrary: fc.record({ k: fc.constant('task.create'), d, title: fc.nat(3), goal: maybe(99) }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      k: fc.constant('task.update'),
      d,
      pick,
      title: maybe(3),
      desc: maybe(2),
      due: maybe(2),
      goal: maybe(99),
    }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('task.done'), d, pick, done: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('task.delete'), d, pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('prayer.create'), d, title: fc.nat(3), forWhom: maybe(2) }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      k: fc.constant('prayer.update'),
      d,
      pick,
      title: maybe(3),
      details: maybe(2),
      forWhom: maybe(2),
      status: maybe(2),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('prayer.delete'), d, pick }) },
  {
    weight: 8,
    arbitrary: fc.record({
      k: fc.constant('plan.save'),
      d,
      date: fc.nat({ max: 12 }).map((n) => (n === 12 ? 3 : n % 3)),
      priorities: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
      actions: fc.nat(2),
      verse: fc.nat(1),
      legacy: fc.nat(7).map((n) => n === 0),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ k: fc.constant('action.tick'), d, pick, action: pick, done: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('profile.update'),
      d,
      bio: maybe(2),
      focus: maybe(2),
      maturity: maybe(3),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      k: fc.constant('conflict.resolve'),
      d,
      pick,
      keep: fc.nat(2),
      priorities: fc.option(fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('refusal.settle'), d, pick, action: fc.nat(2) }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('offline'), d }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('online'), d }) },
  { weight: 10, arbitrary: fc.record({ k: fc.constant('flush'), d }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('gather') }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('lose'), d, what: fc.constantFrom('push', 'pull') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('restart'),
      requests: fc.integer({ min: 1, max: 4 }),
      crashAfter: maybe(3),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('interleave'), d, other: d }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('wait'), minutes: fc.integer({ min: 1, max: 600 }) }) },
) as fc.Arbitrary<Op>;

/** Minutes a device's clock is off: most are right, some hours or days either way. */
const skew = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: -72 * 60, max: 72 * 60 }) },
);

export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc.record({
  devices: fc.integer({ min: 2, max: 4 }),
  old: fc.option(fc.nat(3), { nil: undefined, freq: 2 }),
  paid: fc.boolean(),
  skews: fc.array(skew, { minLength: 4, maxLength: 4 }),
  pullLimits: fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(100)), {
    minLength: 4,
    maxLength: 4,
  }),
  perTransaction: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(100)),
  ops: fc.array(op, { minLength: 20, maxLength: 80 }),
  settle: fc.array(fc.nat(3), { minLength: 8, maxLength: 8 }),
});

/** The run of one seed. */
export function scenarioOf(seed: number): Scenario {
  const [scenario] = fc.sample(scenarioArbitrary, { seed, numRuns: 1 });
  if (!scenario) throw new Error(`no scenario for seed ${seed}`);
  return scenario;
}
