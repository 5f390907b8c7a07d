/**
 * Screen tests on the real data layer: the app's providers (AuthProvider, DataProvider) over a real
 * Dexie database on fake-indexeddb, signed in as a member (user id 2) whose sync server is down, so
 * every write the screen makes stays on the device and in its outbox, where the test reads it.
 */

import { notifications } from '@mantine/notifications';
import {
  createArgsFrom,
  type Entry,
  type Goal,
  type GoalCreateBody,
  type MutationName,
  type PublicUser,
  type Task,
  type TaskCreateBody,
} from '@reign/contract';
import { createMutations } from '@reign/sync/client/mutations';
import { ReignDb, userDbName } from '@reign/sync/device/database';
import { type ReactNode, useEffect } from 'react';
import { vi } from 'vitest';
import { useDataSession } from '../data/context';
import { makeEntry, makeGoal, makeTask } from './factories';
import { type Handler, json, makeUser, stubApi } from './fetch-stub';
import { renderRoutes } from './render-app';

export const MEMBER_ID = 2;

/**
 * The member's database, opened beside the app's own handle on it. Rows are written with the real
 * mutations, as this device would have them (not queued), each a minute after the one before.
 */
export function memberDb() {
  const db = new ReignDb(userDbName(MEMBER_ID));
  let clock = Date.parse('2026-01-01T12:00:00.000Z');
  const tick = () => {
    clock += 60_000;
    return new Date(clock);
  };
  const seed = createMutations(db, { queue: false, now: tick });
  // a device that has synced before (its rows are the account's): a new device's screens wait for
  // the first sync instead (data/first-sync.ts), which a test of that says for itself
  void db.meta.put({ key: 'lastSyncedAt', value: '2026-01-01T12:00:00.000Z' });

  return {
    db,
    async goal(overrides: Partial<Goal> = {}): Promise<Goal> {
      const g = makeGoal(overrides);
      await seed.createGoal(createArgsFrom('goals', g) as GoalCreateBody);
      if (g.progressPercentage) await seed.updateGoal(g.id, { progressPercentage: g.progressPercentage });
      return (await db.goals.get(g.id)) as Goal;
    },
    async task(overrides: Partial<Task> = {}): Promise<Task> {
      const t = makeTask(overrides);
      await seed.createTask({
        ...createArgsFrom('tasks', t),
        scheduledDate: t.scheduledDate ?? '2099-01-01',
      } as TaskCreateBody);
      if (t.completedAt) await seed.completeTask(t.id);
      return (await db.tasks.get(t.id)) as Task;
    },
    async entry(overrides: Partial<Entry> = {}): Promise<Entry> {
      const e = makeEntry(overrides);
      const { id, date, verse, verseReference, verseReflection, verseTranslation, priorities, actionSteps } =
        e;
      await seed.createEntry({
        id,
        date,
        verse,
        verseReference,
        verseReflection,
        verseTranslation,
        priorities,
        actionSteps,
        challenges: e.challenges ?? undefined,
        encouragement: e.encouragement ?? undefined,
      });
      return (await db.entries.get(id)) as Entry;
    },
    /** A reading plan started on the first date, with one day of it read on each date (issue 38). */
    async readOn(...dates: string[]): Promise<void> {
      const first = [...dates].sort()[0] ?? '2026-01-01';
      const plan = await seed.startReadingPlan({ planKey: 'gospels-30', startDate: first });
      for (const [i, date] of dates.entries()) await seed.markReadingDay(plan.id, i + 1, true, date);
    },
    /** What the screen queued for the server, oldest first: `{ name, args }`. */
    async queued(name?: MutationName) {
      const rows = await db.outbox.orderBy('seq').toArray();
      return rows.filter((r) => !name || r.name === name).map((r) => ({ name: r.name, args: r.args }));
    },
  };
}

/**
 * The next change the screen makes (after `after` that succeed) fails to save: the device's storage
 * refuses the write (an unknown failure, or with `quota` a full disk). Its transaction is rolled back
 * and the mutation rejects.
 */
export function failNextWrite({ after = 0, quota = false } = {}) {
  const add = IDBObjectStore.prototype.add;
  let passed = 0;
  const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['add']>
  ) {
    if (this.name !== 'outbox' || passed++ < after) return add.apply(this, args);
    spy.mockRestore();
    throw quota
      ? new DOMException('The disk is full.', 'QuotaExceededError')
      : new DOMException('The storage refused the write.', 'UnknownError');
  });
}

/** Resolves once the member's database is open in the app (writes before that are refused). */
function DataReady({ onReady }: { onReady: () => void }) {
  const open = useDataSession() !== null;
  useEffect(() => {
    if (open) onReady();
  }, [open, onReady]);
  return null;
}

export interface MemberScreenOptions {
  path?: string;
  user?: Partial<PublicUser>;
  /** answers the test's own API calls first; undefined falls through to the member's server */
  api?: (request: Parameters<Handler>[0]) => Response | Promise<Response> | undefined;
}

/**
 * Renders `ui` at `path` inside the app's providers, signed in as the member. Sync answers 503, so
 * writes stay queued. `ready` resolves once the database is open.
 */
export function renderMemberScreen(ui: ReactNode, { path = '/', ...server }: MemberScreenOptions = {}) {
  const fetchMock = stubMemberServer(server);
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const rendered = renderRoutes(path, [
    {
      path: '*',
      element: (
        <>
          <DataReady onReady={markReady} />
          {ui}
        </>
      ),
    },
    { path: '/upgrade', element: <p>Upgrade page</p> },
  ]);
  return { ...rendered, fetchMock, ready };
}

/** The whole app at `path` (its own routes and layout), signed in as the member. */
export function renderMemberApp(path: string, server: Omit<MemberScreenOptions, 'path'> = {}) {
  const fetchMock = stubMemberServer(server);
  return { ...renderRoutes(path), fetchMock };
}

/** The member's server: the signed-in user, the test's own answers, and 503 for sync. */
function stubMemberServer({ user = {}, api }: Omit<MemberScreenOptions, 'path'>) {
  // The toast store outlives a test; start each one without toasts.
  notifications.clean();
  notifications.cleanQueue();
  return stubApi(async (request) => {
    const own = await api?.(request);
    if (own) return own;
    if (request.path === '/api/user') return json(200, makeUser({ id: MEMBER_ID, ...user }));
    return json(503, { message: 'The sync server is down in this test.' });
  });
}
