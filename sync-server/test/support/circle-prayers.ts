import {
  type CircleChange,
  type CirclePullResponse,
  type MutationResult,
  type Prayer,
  SYNC_SCHEMA_VERSION,
} from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type SignedIn } from './harness';

/**
 * Praying for each other in circles (issue 52) as the app does it: requests made and shared through
 * the routes, 'I prayed' through the route or a push, and a circle's rows read through its pull.
 */

/** A request of the person's own, with a title no other test uses. */
export async function newPrayer(app: FastifyInstance, who: SignedIn, title?: string): Promise<Prayer> {
  const res = await as(app, who).post('/api/prayers', { title: title ?? `Request ${uuidv7().slice(-12)}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Shares (or with `circleId` null stops sharing) a request; answers the response. */
export const share = (
  app: FastifyInstance,
  who: SignedIn,
  prayerId: string,
  circleId: string | null,
  anonymous = false,
) => as(app, who).put(`/api/prayers/${prayerId}/share`, { circleId, anonymous });

/** A new request shared with the circle, which must work. */
export async function sharedPrayer(
  app: FastifyInstance,
  who: SignedIn,
  circleId: string,
  options: { anonymous?: boolean; title?: string } = {},
): Promise<Prayer> {
  const prayer = await newPrayer(app, who, options.title);
  const res = await share(app, who, prayer.id, circleId, options.anonymous ?? false);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** 'I prayed' through the route (a new tap unless `id` is given); answers the response. */
export const pray = (
  app: FastifyInstance,
  who: SignedIn,
  circleId: string,
  prayerId: string,
  id = uuidv7(),
) => as(app, who).post(`/api/circles/${circleId}/prayers/${prayerId}/prayed`, { id });

/** A circle's pull as the person asks it; answers the response. */
export const pullCircle = (app: FastifyInstance, who: SignedIn, circleId: string, cursor = 0, limit = 1000) =>
  as(app, who).get(`/api/sync/circles/${circleId}/pull?cursor=${cursor}&limit=${limit}`);

/** Every change of the circle after `cursor`, as the person reads it (one page, which must be all). */
export async function circleChanges(
  app: FastifyInstance,
  who: SignedIn,
  circleId: string,
  cursor = 0,
): Promise<CirclePullResponse> {
  const res = await pullCircle(app, who, circleId, cursor);
  expect(res.statusCode, res.body).toBe(200);
  const page: CirclePullResponse = res.json();
  expect(page.hasMore).toBe(false);
  return page;
}

/** The latest change of one row of a circle's table among changes. */
export function latest<T extends CircleChange['table']>(
  changes: readonly CircleChange[],
  table: T,
  id: string,
): Extract<CircleChange, { table: T }> | undefined {
  return changes.filter((c) => c.table === table && c.id === id).at(-1) as
    | Extract<CircleChange, { table: T }>
    | undefined;
}

/** Pushes mutations as one device (seqs from `firstSeq`); answers each result. */
export async function pushAs(
  app: FastifyInstance,
  who: SignedIn,
  mutations: readonly { name: string; args: unknown }[],
  { clientId = `device-${uuidv7().slice(-8)}`, firstSeq = 1 } = {},
): Promise<MutationResult[]> {
  const res = await as(app, who).post('/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((m, i) => ({ seq: firstSeq + i, id: uuidv7(), ...m })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** The person's own request as their pull has it now. */
export async function ownPrayer(
  app: FastifyInstance,
  who: SignedIn,
  id: string,
): Promise<Prayer | undefined> {
  const res = await as(app, who).get('/api/sync/pull?cursor=0&limit=1000');
  expect(res.statusCode, res.body).toBe(200);
  const changes: { table: string; id: string; row: Prayer | null }[] = res.json().changes;
  return changes.find((c) => c.table === 'prayers' && c.id === id)?.row ?? undefined;
}
