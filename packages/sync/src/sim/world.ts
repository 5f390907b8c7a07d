import { canonicalJson, personToday } from '@reign/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SyncEngine } from '../client/engine';
import { memoryLock } from '../client/lock';
import { createMutations, type Mutations } from '../client/mutations';
import { ReignDb } from '../device/database';
import { readQueued } from '../device/outbox-format';
import { type ConflictRow, PROFILE_ID, type QueuedRow } from '../device/types';
import type { SimAccount, SimBackend } from './backend';
import { type SeenResults, SimNetwork } from './network';
import type { Scenario } from './scenario';

/**
 * The simulated world of one seed: the server (a backend), the accounts' devices (each the real
 * client: a Dexie database on its own fake-indexeddb, the real SyncEngine and mutations, its clock
 * off by its skew), the clock, and what the run records for the checks: every mutation each device
 * queued, the results the server gave, the refusals a person settled, and the trace.
 */

export interface SimDevice {
  index: number;
  /** which of the backend's accounts it is signed in to */
  account: number;
  db: ReignDb;
  engine: SyncEngine;
  mutations: Mutations;
  net: SimNetwork;
  /** the device's clock is off by this much (ms) */
  skewMs: number;
  /** plays a build of this Dexie version (older than the newest) until upgraded */
  oldVersion: number | undefined;
  pullLimit: number;
}

/** A mutation some device queued: which device, and what it was (as the server reads it). */
export interface Queued {
  device: number;
  account: number;
  name: string;
  args: unknown;
}

/** The tables each older build lacks: those its Dexie version did not have yet (database.ts). */
export const TABLES_AFTER: Record<number, readonly string[]> = {
  9: ['readingPlans', 'readingProgress', 'highlights', 'notes', 'bookmarks'],
  10: ['highlights', 'notes', 'bookmarks'],
};

/**
 * The run's circle (ops-circles.ts): its id, who is in it now, and when each membership began or
 * ended (the server's time after the request: every mutation processed later sees it).
 */
export interface CircleState {
  id: string;
  /** the accounts of the circle's scenario: the leader (0) and its friends */
  accounts: number[];
  members: Set<number>;
  events: { account: number; member: boolean; at: string }[];
  /** each plan the leader set for reading together, from when (the server's time after it) */
  readings: { id: string; at: string }[];
}

export class SimWorld {
  /** the circle of the run, if its scenario has one */
  circle: CircleState | undefined;
  readonly devices: SimDevice[] = [];
  readonly seen: SeenResults = new Map();
  readonly queued = new Map<string, Queued>();
  /** refusals a person settled (sent again or discarded) during the run */
  readonly settled = new Set<string>();
  readonly trace: string[] = [];
  /** what went wrong during the run (a flush that failed with no fault) */
  readonly findings: string[] = [];
  /** the order in which the run made rows: what a device's list is sorted by */
  private readonly made = new Map<string, number>();
  private readonly indexedDB = new IDBFactory();

  constructor(
    readonly seed: number,
    readonly scenario: Scenario,
    readonly backend: SimBackend,
  ) {
    for (let i = 0; i < scenario.devices; i++) this.devices.push(this.newDevice(i, 0));
    if (scenario.stranger) this.devices.push(this.newDevice(this.devices.length, 1));
    // the circle's friends (circle-ops.ts): accounts after the stranger, with 1 or 2 devices each
    const plan = scenario.circle;
    if (!plan) return;
    const first = scenario.stranger ? 2 : 1;
    for (let f = 0; f < plan.friends; f++) {
      const account = first + f;
      for (let n = 0; n < (plan.friendDevices[f] ?? 1); n++)
        this.devices.push(this.newDevice(this.devices.length, account));
    }
    const friends = plan.friends === 2 ? [first, first + 1] : [first];
    this.circle = { id: '', members: new Set(), events: [], readings: [], accounts: [0, ...friends] };
  }

  accountOf(device: Pick<SimDevice, 'account'>): SimAccount {
    const account = this.backend.accounts[device.account];
    if (!account) throw new Error(`no account ${device.account}`);
    return account;
  }

  /** The devices of one account. */
  devicesOf(account: number): SimDevice[] {
    return this.devices.filter((d) => d.account === account);
  }

  private openDb(index: number, oldVersion: number | undefined): ReignDb {
    return new ReignDb(`sim-${this.seed}-${index}`, {
      indexedDB: this.indexedDB,
      IDBKeyRange,
      ...(oldVersion === undefined ? {} : { upTo: oldVersion }),
    });
  }

  private newDevice(index: number, account: number): SimDevice {
    const { scenario } = this;
    const old = account === 0 && scenario.old !== undefined && scenario.old % scenario.devices === index;
    const oldVersion = old ? scenario.oldVersion : undefined;
    const device: SimDevice = {
      index,
      account,
      db: this.openDb(index, oldVersion),
      net: new SimNetwork(this.accountOf({ account }).fetch, this.seen),
      oldVersion,
      skewMs: (scenario.skews[index] ?? 0) * 60_000,
      pullLimit: scenario.pullLimits[index] ?? 100,
      engine: undefined as unknown as SyncEngine,
      mutations: undefined as unknown as Mutations,
    };
    this.wire(device);
    return device;
  }

  /** The device's mutations and engine over its database (an older build's engine parks what it lacks). */
  private wire(device: SimDevice): void {
    device.mutations = createMutations(device.db, {
      queue: true,
      now: () => new Date(this.deviceNow(device)),
      owner: this.accountOf(device).userId,
    });
    const lacks = device.oldVersion === undefined ? [] : (TABLES_AFTER[device.oldVersion] ?? []);
    device.engine = new SyncEngine({
      db: device.db,
      fetch: device.net.fetch,
      baseUrl: this.backend.baseUrl,
      lock: memoryLock(`sim-${this.backend.baseUrl}-${device.db.name}`),
      pullLimit: device.pullLimit,
      // the device's clock: a flush that leaves nothing to send compares checksums every 6 hours
      // of it (the quiet phase starts 6 hours on: each device checks there, and repairs a drift)
      now: () => new Date(this.deviceNow(device)),
      ...(lacks.length > 0 ? { knows: (table: string) => !lacks.includes(table) } : {}),
    });
  }

  /**
   * The device is updated to this build: its database is opened again at the newest version (Dexie
   * upgrades it), and a new engine reads what the older one parked.
   */
  upgrade(device: SimDevice): void {
    device.engine.stop();
    device.db.close();
    device.oldVersion = undefined;
    device.db = this.openDb(device.index, undefined);
    this.wire(device);
  }

  /** Whether the device's build has this table (an older build lacks the newer ones). */
  has(device: SimDevice, table: string): boolean {
    return device.oldVersion === undefined || !(TABLES_AFTER[device.oldVersion] ?? []).includes(table);
  }

  /** The device's clock: the run's, off by the device's skew. */
  deviceNow(device: SimDevice): number {
    return this.backend.clock() + device.skewMs;
  }

  /** The person's today as the device counts it: the server's clock in the profile's zone. */
  async today(device: SimDevice): Promise<string> {
    const profile = await device.db.profile.get(PROFILE_ID);
    return personToday(new Date(this.backend.clock()), profile?.timeZone ?? null);
  }

  /** Notes a row the run made (its place in every device's lists). */
  noteMade(id: string): void {
    if (!this.made.has(id)) this.made.set(id, this.made.size);
  }

  /** A label for the trace: the row's place in the run (#3: the fourth row made). */
  label(id: string): string {
    const n = this.made.get(id);
    return n === undefined ? id.slice(0, 8) : `#${n}`;
  }

  /** Rows sorted as the run made them (rows it did not make, by id, after). */
  inOrder<R extends { id: string }>(rows: readonly R[]): R[] {
    const rank = (r: R) => this.made.get(r.id) ?? Number.MAX_SAFE_INTEGER;
    return [...rows].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
  }

  /** Conflicts in an order that does not depend on their ids: entity, row, time, values. */
  conflictsInOrder(rows: readonly ConflictRow[]): ConflictRow[] {
    const rank = (c: ConflictRow) => this.made.get(c.rowId) ?? Number.MAX_SAFE_INTEGER;
    return [...rows].sort(
      (a, b) =>
        a.entity.localeCompare(b.entity) ||
        rank(a) - rank(b) ||
        a.createdAt.localeCompare(b.createdAt) ||
        canonicalJson(a.values).localeCompare(canonicalJson(b.values)) ||
        a.id.localeCompare(b.id),
    );
  }

  /** Notes every mutation in the device's outbox as queued by it, with its arguments as sent. */
  async noteQueued(device: SimDevice): Promise<void> {
    for (const row of await device.db.outbox.toArray()) {
      if (this.queued.has(row.id)) continue;
      const { name, args } = readQueued(row as QueuedRow);
      this.queued.set(row.id, { device: device.index, account: device.account, name, args });
    }
  }

  /** Closes every device (their databases go with the factory). */
  close(): void {
    for (const d of this.devices) {
      d.engine.stop();
      d.db.close();
    }
  }
}
