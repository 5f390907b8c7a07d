import {
  type Change,
  type MutationResult,
  mutationArgs,
  type PullResponse,
  type PushBody,
  type PushResponse,
  SYNC_SCHEMA_VERSION,
} from '@reign/contract';
import type { Sql } from '../../db/connect';
import { badRequest, HttpError } from '../../lib/http-error';
import { nextVersion } from '../user-data/user-write';
import { mutationHandlers } from './mutation-handlers';
import {
  changesAfter,
  changesAt,
  ensureClient,
  lastSeqOf,
  lockClientSeq,
  recordResult,
  storedResult,
} from './sync-repository';

type Outcome = { kind: 'result'; result: MutationResult } | { kind: 'gap'; expected: number };

/**
 * Applies a client's mutations in order, each in its own transaction together with the client's
 * new last seq. A seq already processed answers its stored result without applying again; a seq
 * past the next one stops the batch. A 4xx from a service is a permanent rejection: recorded,
 * returned, and the client moves past it. Anything else aborts (5xx) and the client retries.
 */
export async function push(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  body: PushBody,
): Promise<PushResponse> {
  if (body.schemaVersion > SYNC_SCHEMA_VERSION) {
    throw badRequest(
      'This server is older than the app. Changes are kept on your device until it is updated.',
    );
  }
  await ensureClient(sql, user.id, body.clientId);
  const results: MutationResult[] = [];
  let expectedSeq: number | null = null;

  for (const m of body.mutations) {
    const outcome = await sql.begin(async (tx): Promise<Outcome> => {
      const lastSeq = await lockClientSeq(tx, user.id, body.clientId);
      if (m.seq <= lastSeq) {
        const stored = await storedResult(tx, user.id, body.clientId, m.seq);
        return { kind: 'result', result: stored ?? { seq: m.seq, id: m.id, status: 'applied', error: null } };
      }
      if (m.seq > lastSeq + 1) return { kind: 'gap', expected: lastSeq + 1 };

      let result: MutationResult = { seq: m.seq, id: m.id, status: 'applied', error: null };
      const parsed = mutationArgs[m.name].safeParse(m.args);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'This change is not valid.';
        result = { ...result, status: 'rejected', error: { status: 400, message } };
      } else {
        const version = await nextVersion(tx, user.id);
        try {
          await tx.savepoint((sp) =>
            (mutationHandlers[m.name] as (ctx: unknown, args: unknown) => Promise<unknown>)(
              { tx: sp, userId: user.id, isPaidMember: user.isPaidMember, version },
              parsed.data,
            ),
          );
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          result = { ...result, status: 'rejected', error: { status: err.statusCode, message: err.message } };
        }
      }
      await recordResult(tx, user.id, body.clientId, m.name, result);
      return { kind: 'result', result };
    });
    if (outcome.kind === 'gap') {
      expectedSeq = outcome.expected;
      break;
    }
    results.push(outcome.result);
  }
  return { results, lastAppliedSeq: await lastSeqOf(sql, user.id, body.clientId), expectedSeq };
}

/**
 * The user's rows changed after `cursor`, oldest first, at most about `limit` per page. A page
 * never ends in the middle of one version, so the next page's cursor cannot skip a row.
 */
export async function pull(
  sql: Sql,
  userId: number,
  query: { cursor: number; limit: number; clientId?: string | undefined },
): Promise<PullResponse> {
  const candidates = await changesAfter(sql, userId, query.cursor, query.limit + 1);
  let changes: Change[] = candidates.slice(0, query.limit);
  const hasMore = candidates.length > query.limit;
  if (hasMore) {
    const lastVersion = changes[changes.length - 1]?.version ?? query.cursor;
    const seen = new Set(changes.map((c) => `${c.table}:${c.id}`));
    const rest = (await changesAt(sql, userId, lastVersion)).filter((c) => !seen.has(`${c.table}:${c.id}`));
    changes = [...changes, ...rest];
  }
  const cursor = changes.length ? (changes[changes.length - 1]?.version ?? query.cursor) : query.cursor;
  const lastAppliedSeq = query.clientId ? await lastSeqOf(sql, userId, query.clientId) : 0;
  const more = hasMore && (await changesAfter(sql, userId, cursor, 1)).length > 0;
  return { changes, cursor, hasMore: more, lastAppliedSeq };
}
