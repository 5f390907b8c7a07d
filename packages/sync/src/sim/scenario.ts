import fc from 'fast-check';
import { type CirclePlan, circlePlanArbitrary } from './circle-ops';
import { type Maybe, type Op, opArbitrary } from './ops';

export type { Op, RowOp } from './ops';

/**
 * A simulated run as data (sim/README.md): the devices and their differences, and the operations
 * in order (ops.ts). fast-check makes it from the seed, so one seed is one run, and a failing run
 * shrinks to fewer operations.
 */

export interface Scenario {
  /** how many devices of the one account (2 to 4) */
  devices: number;
  /** the device that plays an older build (modulo devices), or none */
  old: Maybe;
  /** the Dexie version of that older build (9: before reading plans, 10: before study marks) */
  oldVersion: 9 | 10;
  /** a second account, with one device of its own, shares the server and nothing else */
  stranger: boolean;
  /** a paid member (no goal limit) or a free one (the limit's refusals are part of the run) */
  paid: boolean;
  /** each device's clock, off by this many minutes (hours to days) */
  skews: number[];
  /** each device's pull page (rows) */
  pullLimits: number[];
  /** mutations per push transaction on the server */
  perTransaction: number;
  ops: Op[];
  /**
   * After the operations, every device goes offline and settles the conflicts it shows, the n-th
   * with the choice `settle[n]` (current, other, both; 3 leaves it), before all come back.
   */
  settle: number[];
  /** a circle the person leads, shared with one or two other accounts (circle-ops.ts), or none */
  circle: CirclePlan | undefined;
}

/** Minutes a device's clock is off: most are right, some hours or days either way. */
const skew = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: -72 * 60, max: 72 * 60 }) },
);

/** Main operations of a circle run at most: its accounts and devices cost more (the CI run keeps its time). */
const CIRCLE_RUN_OPS = 30;

export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc
  .record({
    devices: fc.integer({ min: 2, max: 4 }),
    old: fc.option(fc.nat(3), { nil: undefined, freq: 2 }),
    oldVersion: fc.constantFrom(9 as const, 10 as const),
    stranger: fc.boolean(),
    paid: fc.boolean(),
    skews: fc.array(skew, { minLength: 4, maxLength: 4 }),
    pullLimits: fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(100)), {
      minLength: 4,
      maxLength: 4,
    }),
    perTransaction: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(100)),
    ops: fc.array(opArbitrary, { minLength: 20, maxLength: 80 }),
    settle: fc.array(fc.nat(3), { minLength: 8, maxLength: 8 }),
    // last, so the fields before it are drawn as before it was added
    circle: circlePlanArbitrary,
  })
  .map((s) => (s.circle ? { ...s, ops: s.ops.slice(0, CIRCLE_RUN_OPS) } : s));

/** The run of one seed. */
export function scenarioOf(seed: number): Scenario {
  const [scenario] = fc.sample(scenarioArbitrary, { seed, numRuns: 1 });
  if (!scenario) throw new Error(`no scenario for seed ${seed}`);
  return scenario;
}
