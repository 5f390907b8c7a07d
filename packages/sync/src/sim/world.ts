import type { SyncTable } from '@reign/contract';
import { canonicalJson } from '@reign/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createMutations, type Mutations } from '../../data/mutations';
import { ReignDb } from '../../db/database';
import type { ConflictRow } from '../../db/types';
import { SyncEngine } from '../engine';
import { memoryLock } from '../lock';
import type { SimBackend } from './backend';
import { type SeenResults, SimNetwork } from './network';
import type { Scenario } from './scenario';

/**
 * The simulated world of one seed: the account's server (a backend), its devices (each the real
 * client: a Dexie database on its own fake-indexeddb, the real SyncEngine and the data layer's
 * mutations, its clock off by its skew), the clock, and what the run records for the checks:
 * every mutation each device queued, the results the server gave, the refusals a person settled,
 * and the trace of operations.
 */

export interface SimDevice {
  index: number;
  db: ReignDb;
  engine: SyncEngine;
  mutations: Mutations;
  net: SimNetwork;
  /** the device's clock is off by this much (ms) */
  skewMs: number;
  /** plays a build that does not know the newest entity (conflicts) until upgraded */
  old: boolean;
  pullLimit: number;
}

/** A mutation some device queued: which device, and what it was. */
export interface Queued {
  device: number;
  name: string;
}

/** The newest entity, which the older build does not know. */
export const NEWEST_TABLE: SyncTable = 'conflicts';

export class SimWorld {
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
    for (let i = 0; i < scenario.devices; i++) this.devices.push(this.newDevice(i));
  }

  private newDevice(index: number): SimDevice {
    const { scenario } = this;
    const db = new ReignDb(`sim-${this.seed}-${index}`, { indexedDB: this.indexedDB, IDBKeyRange });
    const net = new SimNetwork(this.backend.fetch, this.seen);
    const old = scenario.old !== undefined && scenario.old % scenario.devices === index;
    const device: SimDevice = {
      index,
      db,
      net,
      old,
      skewMs: (scenario.skews[index] ?? 0) * 60_000,
      pullLimit: scenario.pullLimits[index] ?? 100,
      engine: undefined as unknown as SyncEngine,
      mutations: createMutations(db, {
        queue: true,
        now: () => new Date(this.deviceNow(device)),
        owner: this.backend.userId,
      }),
    };
    device.engine = this.engineOf(device, old);
    return device;
  }

  /** The device's engine: an older build's parks the newest table's changes. */
  engineOf(device: SimDevice, old: boolean): SyncEngine {
    return new SyncEngine({
      db: device.db,
      fetch: device.net.fetch,
      baseUrl: this.backend.baseUrl,
      lock: memoryLock(`sim-${this.backend.baseUrl}-${device.db.name}`),
      pullLimit: device.pullLimit,
      ...(old ? { knows: (table: string) => table !== NEWEST_TABLE } : {}),
    });
  }

  /** The device is updated to this build: a new engine on the same database reads what it parked. */
  upgrade(device: SimDevice): void {
    device.engine.stop();
    device.old = false;
    device.engine = this.engineOf(device, false);
  }

  /** The device's clock: the run's, off by the device's skew. */
  deviceNow(device: SimDevice): number {
    return this.backend.clock() + device.skewMs;
  }

  /** Notes a row the run made (its place in every device's lists). */
  noteMade(id: string): void {
    if (!this.made.has(id)) this.made.set(id, this.made.size);
  }

  /** A label for the trace: the row's place in the run (g3: the fourth row made). */
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

  /** Notes every mutation in the device's outbox as queued by it. */
  async noteQueued(device: SimDevice): Promise<void> {
    for (const row of await device.db.outbox.toArray())
      if (!this.queued.has(row.id)) this.queued.set(row.id, { device: device.index, name: row.name });
  }

  /** Closes every device (their databases go with the factory). */
  close(): void {
    for (const d of this.devices) {
      d.engine.stop();
      d.db.close();
    }
  }
}
