import fc from 'fast-check';

/**
 * The operations of a simulated run, as data (sim/README.md). An operation names its device and
 * the row it is about by numbers taken modulo what is there when it runs (`d` modulo the devices,
 * `pick` modulo that device's rows), so any list of operations can run, shrunk or not.
 */

/** An optional small number (an index into a pool), or undefined: a field left out of a change set. */
export type Maybe = number | undefined;

/** What a person does to the data on a device (ops-rows.ts). */
export type RowOp =
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
  | { k: 'profile.update'; d: number; bio: Maybe; focus: Maybe; maturity: Maybe; zone: Maybe }
  // issue 38: reading plans (ops-reading.ts)
  | { k: 'reading.start'; d: number; plan: number; ago: number }
  | { k: 'reading.tick'; d: number; pick: number; day: number; read: boolean }
  | { k: 'reading.change'; d: number; pick: number; change: number }
  | { k: 'reading.delete'; d: number; pick: number }
  // issue 38: study marks (a verse from a small pool, so devices meet on the same verses)
  | { k: 'highlight.set'; d: number; verse: number; colour: number }
  | { k: 'highlight.delete'; d: number; pick: number }
  | { k: 'bookmark.toggle'; d: number; verse: number }
  | { k: 'note.create'; d: number; verse: number; text: number }
  | { k: 'note.update'; d: number; pick: number; text: number }
  | { k: 'note.delete'; d: number; pick: number };

/** Every operation: a change of the data, a person's choice, a flush, a fault (ops-other.ts). */
export type Op =
  | RowOp
  | { k: 'conflict.resolve'; d: number; pick: number; keep: number; priorities: number[] | undefined }
  | { k: 'refusal.settle'; d: number; pick: number; action: number }
  | { k: 'offline'; d: number }
  | { k: 'online'; d: number }
  | { k: 'flush'; d: number }
  | { k: 'gather' }
  | { k: 'lose'; d: number; what: 'push' | 'pull' }
  | { k: 'restart'; requests: number; crashAfter: Maybe }
  /**
   * During device d's next push or pull request (`on`), device `other` flushes (two devices at
   * work at once), or with `edit`, the person makes that change on device d (a write while its
   * sync runs)
   */
  | { k: 'interleave'; d: number; other: number; edit: RowOp | undefined; on: 'push' | 'pull' }
  | { k: 'wait'; minutes: number }
  /** the device playing an older build is updated now: its database upgraded, its engine new */
  | { k: 'upgrade' }
  /**
   * A device's database drifts from the server's behind the sync's back (a bug, an interrupted
   * upgrade, a hand edit): a row's text changed, a row gone, a row's version moved, or a row the
   * server never had (`how`); the device must find it and repair itself.
   */
  | { k: 'corrupt'; d: number; table: number; pick: number; how: number };

const d = fc.nat(3);
const pick = fc.nat(99);
const maybe = (max: number) => fc.option(fc.nat(max), { nil: undefined, freq: 2 });

/** One kind of operation on a device, `weight` times as likely as one of weight 1. */
const on = <K extends string, F extends Record<string, fc.Arbitrary<unknown>>>(
  weight: number,
  k: K,
  fields: F,
) => ({
  weight,
  arbitrary: fc.record({ k: fc.constant(k), d, ...fields }),
});

/** The changes of the data, weighted. */
const rowOps = [
  on(5, 'goal.create', { title: fc.nat(3), desc: fc.nat(2) }),
  on(9, 'goal.update', { pick, title: maybe(3), desc: maybe(2), progress: maybe(4), category: maybe(4) }),
  on(2, 'goal.delete', { pick }),
  on(5, 'task.create', { title: fc.nat(3), goal: maybe(99) }),
  on(8, 'task.update', { pick, title: maybe(3), desc: maybe(2), due: maybe(2), goal: maybe(99) }),
  on(4, 'task.done', { pick, done: fc.boolean() }),
  on(2, 'task.delete', { pick }),
  on(3, 'prayer.create', { title: fc.nat(3), forWhom: maybe(2) }),
  on(7, 'prayer.update', { pick, title: maybe(3), details: maybe(2), forWhom: maybe(2), status: maybe(2) }),
  on(1, 'prayer.delete', { pick }),
  on(8, 'plan.save', {
    date: fc.nat({ max: 12 }).map((n) => (n === 12 ? 3 : n % 3)),
    priorities: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
    actions: fc.nat(2),
    verse: fc.nat(1),
    legacy: fc.nat(7).map((n) => n === 0),
  }),
  on(4, 'action.tick', { pick, action: pick, done: fc.boolean() }),
  on(2, 'profile.update', { bio: maybe(2), focus: maybe(2), maturity: maybe(3), zone: maybe(3) }),
  on(4, 'reading.start', { plan: fc.nat(3), ago: fc.nat(6) }),
  on(5, 'reading.tick', { pick, day: fc.integer({ min: 1, max: 10 }), read: fc.boolean() }),
  on(2, 'reading.change', { pick, change: fc.nat(3) }),
  on(1, 'reading.delete', { pick }),
  on(3, 'highlight.set', { verse: fc.nat(3), colour: fc.nat(4) }),
  on(1, 'highlight.delete', { pick }),
  on(2, 'bookmark.toggle', { verse: fc.nat(3) }),
  on(2, 'note.create', { verse: fc.nat(3), text: fc.nat(3) }),
  on(4, 'note.update', { pick, text: fc.nat(3) }),
  on(1, 'note.delete', { pick }),
];
const rowOp = fc.oneof(...rowOps) as fc.Arbitrary<RowOp>;

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  ...rowOps,
  on(7, 'conflict.resolve', {
    pick,
    keep: fc.nat(2),
    priorities: fc.option(fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  }),
  on(2, 'refusal.settle', { pick, action: fc.nat(2) }),
  on(5, 'offline', {}),
  on(4, 'online', {}),
  on(10, 'flush', {}),
  { weight: 2, arbitrary: fc.record({ k: fc.constant('gather') }) },
  on(2, 'lose', { what: fc.constantFrom('push', 'pull') }),
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('restart'),
      requests: fc.integer({ min: 1, max: 4 }),
      crashAfter: maybe(3),
    }),
  },
  on(5, 'interleave', {
    other: d,
    edit: fc.option(rowOp, { nil: undefined }),
    on: fc.constantFrom('push', 'pull'),
  }),
  { weight: 2, arbitrary: fc.record({ k: fc.constant('wait'), minutes: fc.integer({ min: 1, max: 600 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('upgrade') }) },
  on(2, 'corrupt', { table: fc.nat(5), pick, how: fc.nat(3) }),
) as fc.Arbitrary<Op>;
