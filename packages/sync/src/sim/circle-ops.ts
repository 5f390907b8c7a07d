import fc from 'fast-check';

/**
 * The circle runs (sim/README.md): in about one seed in three, the person (account 0, the leader)
 * makes a circle through REST and one or two other accounts join it by code. Their operations are
 * data like the others: `at` places each before the main operation of that index (modulo their
 * number), so the main operations of a seed stay what they were; `a` names an account of the
 * circle (0: the leader, else a friend) and `d` one of its devices, modulo what is there.
 */

export type CircleOp =
  | { k: 'circle.share'; at: number; a: number; d: number; pick: number; anonymous: boolean; stop: boolean }
  | { k: 'circle.pray'; at: number; a: number; d: number; pick: number }
  | { k: 'circle.plan'; at: number; ago: number }
  | { k: 'circle.read'; at: number; a: number; d: number; day: number; read: boolean }
  | { k: 'circle.note'; at: number; a: number; d: number; day: number; body: number }
  | { k: 'circle.unnote'; at: number; a: number; d: number; pick: number }
  | { k: 'circle.leave'; at: number; a: number }
  | { k: 'circle.remove'; at: number; a: number }
  | { k: 'circle.rejoin'; at: number; a: number }
  | { k: 'circle.revoke'; at: number; a: number }
  | { k: 'circle.delete'; at: number }
  | { k: 'circle.flush'; at: number; a: number; d: number };

export interface CirclePlan {
  /** accounts besides the person in the circle (1 or 2) */
  friends: number;
  /** each friend's devices (1 or 2) */
  friendDevices: number[];
  ops: CircleOp[];
}

const at = fc.nat(79);
const a = fc.nat(2);
const d = fc.nat(1);
const op = <K extends string, F extends Record<string, fc.Arbitrary<unknown>>>(
  weight: number,
  k: K,
  fields: F,
) => ({ weight, arbitrary: fc.record({ k: fc.constant(k), at, ...fields }) });

const circleOp = fc.oneof(
  op(4, 'circle.share', {
    a,
    d,
    pick: fc.nat(9),
    anonymous: fc.boolean(),
    stop: fc.nat(3).map((n) => n === 0),
  }),
  op(4, 'circle.pray', { a, d, pick: fc.nat(9) }),
  op(1, 'circle.plan', { ago: fc.nat(6) }),
  op(4, 'circle.read', { a, d, day: fc.integer({ min: 1, max: 12 }), read: fc.boolean() }),
  op(3, 'circle.note', { a, d, day: fc.integer({ min: 1, max: 12 }), body: fc.nat(3) }),
  op(3, 'circle.unnote', { a, d, pick: fc.nat(9) }),
  op(2, 'circle.leave', { a }),
  op(2, 'circle.remove', { a }),
  op(2, 'circle.rejoin', { a }),
  op(2, 'circle.revoke', { a }),
  op(1, 'circle.delete', {}),
  op(3, 'circle.flush', { a, d }),
) as fc.Arbitrary<CircleOp>;

/** No circle in three seeds of four (the CI run keeps its time); else a circle of 2 or 3 accounts. */
export const circlePlanArbitrary: fc.Arbitrary<CirclePlan | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record({
      friends: fc.integer({ min: 1, max: 2 }),
      // a friend's second device one time in three
      friendDevices: fc.array(
        fc.nat(2).map((n) => (n === 0 ? 2 : 1)),
        { minLength: 2, maxLength: 2 },
      ),
      ops: fc.array(circleOp, { minLength: 8, maxLength: 24 }),
    }),
  },
);
