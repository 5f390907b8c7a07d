import { ACCOUNT_LIMITS, conflictMessages, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { countedDatabase, type Reads, readsDuring } from './support/counted-database';
import { as, bodyOf, makePaidMember, registerUser, testConfig } from './support/harness';

// Versions kept for review are bounded (docs/decisions.md, 'Versions kept per row'): a row keeps
// ACCOUNT_LIMITS.conflictsPerRow, the account ACCOUNT_LIMITS.conflicts; a write past them is
// refused whole (409 `versions_limit`), and what a write reads does not grow with the row's
// conflicts. Reads are counted (statements and rows), never timed.

const PER_ROW = ACCOUNT_LIMITS.conflictsPerRow;

let app: FastifyInstance;
let reads: Reads;
beforeAll(async () => {
  const counted = countedDatabase();
  reads = counted.reads;
  app = await buildApp({ config: testConfig(), database: counted.database });
});
afterAll(() => app.close());

interface Result {
  status: string;
  error: { status: number; message: string; code: string } | null;
}
interface Change {
  table: string;
  id: string;
  deleted: boolean;
  row: { rowId: string; values: Record<string, unknown> } | null;
}

/** A paid member's device: its pushes (one mutation each unless told) and its pulls. */
async function device() {
  const who = await registerUser(app);
  await makePaidMember(app, who.user.id);
  const me = as(app, who);
  const clientId = `client-${uuidv7()}`;
  let seq = 0;
  const push = async (mutations: { name: string; args: unknown }[]): Promise<Result[]> => {
    const numbered = mutations.map((m) => ({ ...m, seq: ++seq, id: uuidv7() }));
    const body = await bodyOf(
      200,
      me.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations: numbered }),
    );
    return body.results;
  };
  const goal = async () => {
    const id = uuidv7();
    const args = { id, title: 'Pray daily', description: 'Ten minutes', targetDate: '2099-01-01' };
    expect((await push([{ name: 'goal.create', args }]))[0]?.status).toBe('applied');
    return id;
  };
  /** Updates of the goal's title by a device that never saw its title: each one contested. */
  const blindEdits = (id: string, n: number) =>
    push(
      Array.from({ length: n }, (_, i) => ({
        name: 'goal.update',
        args: { id, changes: { title: `Blind ${i + 1}` }, base: { title: 'seen by nobody' } },
      })),
    );
  const liveConflicts = async (rowId: string) => {
    const { changes } = await bodyOf(200, me.get('/api/sync/pull?cursor=0&limit=1000'));
    return (changes as Change[]).filter(
      (c) => c.table === 'conflicts' && !c.deleted && c.row?.rowId === rowId,
    );
  };
  const settleAll = async (rowId: string) =>
    push(
      (await liveConflicts(rowId)).map((c) => ({
        name: 'conflict.resolve',
        args: { id: c.id, keep: 'current' },
      })),
    );
  return { who, me, push, goal, blindEdits, liveConflicts, settleAll };
}

describe('the versions a row keeps', () => {
  it(`keeps ${PER_ROW} versions of a row and refuses further blind edits whole, with a code the device acts on`, async () => {
    const phone = await device();
    const goal = await phone.goal();
    const results = await phone.blindEdits(goal, PER_ROW + 7);
    expect(results.slice(0, PER_ROW).map((r) => r.status)).toEqual(Array(PER_ROW).fill('applied'));
    for (const refused of results.slice(PER_ROW)) {
      expect(refused).toMatchObject({
        status: 'rejected',
        error: { status: 409, message: conflictMessages.rowFull, code: 'versions_limit' },
      });
    }
    const kept = await phone.liveConflicts(goal);
    expect(kept.map((c) => c.row?.values)).toEqual(
      Array.from({ length: PER_ROW }, (_, i) => ({ title: `Blind ${i + 1}` })),
    );
    // settling one makes room for one more
    await phone.push([{ name: 'conflict.resolve', args: { id: kept[0]?.id, keep: 'current' } }]);
    expect((await phone.blindEdits(goal, 2)).map((r) => r.status)).toEqual(['applied', 'rejected']);
  });

  it("a blind edit reads no more on a row with many settled versions than on a fresh one: a write's cost does not grow with the row's conflicts", async () => {
    const phone = await device();
    const fresh = await phone.goal();
    const worn = await phone.goal();
    for (let round = 0; round < 6; round++) {
      await phone.blindEdits(worn, PER_ROW + 2);
      await phone.settleAll(worn);
    }
    // the same live versions on both: one kept already
    await phone.blindEdits(fresh, 1);
    await phone.blindEdits(worn, 1);
    const onFresh = await readsDuring(reads, () => phone.blindEdits(fresh, 1));
    const onWorn = await readsDuring(reads, () => phone.blindEdits(worn, 1));
    expect(onWorn).toEqual(onFresh);
    expect((await phone.liveConflicts(worn)).length).toBe(2);
  });

  it('the account keeps ACCOUNT_LIMITS.conflicts versions in all: one more is refused, naming the account', async () => {
    const phone = await device();
    const goal = await phone.goal();
    await app.db.sql`insert into sync_conflicts (id, user_id, entity, row_id, values)
      select gen_random_uuid(), ${phone.who.user.id}, 'goals', gen_random_uuid(), '{"title":"Elsewhere"}'
      from generate_series(1, ${ACCOUNT_LIMITS.conflicts})`;
    const [refused] = await phone.blindEdits(goal, 1);
    expect(refused).toMatchObject({
      status: 'rejected',
      error: { status: 409, message: conflictMessages.accountFull, code: 'versions_limit' },
    });
    // a write that is not contested still applies
    const plain = await phone.push([{ name: 'goal.update', args: { id: goal, changes: { title: 'Seen' } } }]);
    expect(plain[0]?.status).toBe('applied');
  });
});

describe('an import of versions to review', () => {
  /** The account's export with `n` versions of `rowId`'s title added, as an older file may hold them. */
  async function fileWithVersions(me: ReturnType<typeof as>, rowIds: string[]) {
    const file = await bodyOf(200, me.get('/api/account/export'));
    const at = new Date().toISOString();
    file.conflicts = rowIds.map((rowId, i) => ({
      id: uuidv7(),
      entity: 'goals',
      rowId,
      values: { title: `Imported ${i + 1}` },
      createdAt: at,
      updatedAt: at,
    }));
    return file;
  }

  it(`keeps ${PER_ROW} versions of a row and refuses the rest, saying why, while the rest of the file goes in`, async () => {
    const phone = await device();
    const goal = await phone.goal();
    const file = await fileWithVersions(phone.me, Array(PER_ROW + 2).fill(goal));
    const result = await bodyOf(200, phone.me.post('/api/account/import', file));
    expect(result.conflicts).toEqual({ added: PER_ROW, kept: 0, refused: 2 });
    expect(result.goals).toMatchObject({ kept: 1, refused: 0 });
    expect(result.problems).toEqual(Array(2).fill(`a version to review: ${conflictMessages.rowFull}`));
    expect(await phone.liveConflicts(goal)).toHaveLength(PER_ROW);
  });

  it("stops at the account's bound", async () => {
    const phone = await device();
    const goals = [await phone.goal(), await phone.goal(), await phone.goal()];
    await app.db.sql`insert into sync_conflicts (id, user_id, entity, row_id, values)
      select gen_random_uuid(), ${phone.who.user.id}, 'goals', gen_random_uuid(), '{"title":"Elsewhere"}'
      from generate_series(1, ${ACCOUNT_LIMITS.conflicts - 1})`;
    const result = await bodyOf(
      200,
      phone.me.post('/api/account/import', await fileWithVersions(phone.me, goals)),
    );
    expect(result.conflicts).toEqual({ added: 1, kept: 0, refused: 2 });
    expect(result.problems).toEqual(Array(2).fill(`a version to review: ${conflictMessages.accountFull}`));
  });
});
