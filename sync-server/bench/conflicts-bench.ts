// Versions-to-review benchmark (figures, not a test; the bounds themselves are asserted by
// test/conflict-bounds.test.ts through counted reads), on the embedded database and, when
// reachable, PostgreSQL (see bench-database.ts).
//   pnpm --filter @reign/sync-server bench:conflicts
//
// - plain edits: a push of 200 updates of a note's text that saw it (no conflict), the baseline.
// - blind edits: 2,000 updates of one note's text by a device that never saw it (each contested),
//   in the client's batches of 200 (MAX_PUSH_BATCH): the first and the last push. Before the bounds
//   every edit kept a version and each push read all of the row's: 0.47 s, then 0.67 … 3.9 s.
// - worn row: a push of 200 blind edits of a note with 2,000 settled versions, beside the same
//   push on a fresh note (the median of BENCH_SYNC_ROUNDS rounds, default 3).
import { MAX_PUSH_BATCH, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { type BenchTarget, benchApp, onEachDatabase } from './bench-app';
import { machine, median } from './bench-database';

const EDITS = 2000;
const ROUNDS = Math.max(1, Number(process.env.BENCH_SYNC_ROUNDS ?? 3));
// a note's longest text less room for the edit's number
const TEXT = 'x'.repeat(9_990);

interface Figures {
  database: string;
  plainMs: number;
  firstMs: number;
  lastMs: number;
  kept: number;
  freshMs: number;
  wornMs: number;
}

/** A new account's push (one device) and its id. */
async function account(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: `bench_${uuidv7().slice(-12)}`, password: 'bench-password' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookies = { 'reign.sid': res.cookies.find((c) => c.name === 'reign.sid')?.value ?? '' };
  const clientId = `bench-${uuidv7()}`;
  let seq = 0;
  const push = async (mutations: { name: string; args: unknown }[]) => {
    const numbered = mutations.map((m) => ({ ...m, seq: ++seq, id: uuidv7() }));
    const start = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies,
      payload: { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations: numbered },
    });
    if (answer.statusCode !== 200) throw new Error(`push failed: ${answer.statusCode} ${answer.body}`);
    const results = answer.json().results as { status: string; error: { code: string } | null }[];
    const other = results.find((r) => r.error && r.error.code !== 'versions_limit');
    if (other) throw new Error(`unexpected refusal: ${JSON.stringify(other.error)}`);
    return { ms: performance.now() - start, applied: results.filter((r) => r.status === 'applied').length };
  };
  const note = async () => {
    const id = uuidv7();
    const args = { id, book: 'John', chapter: 3, verseStart: 16, verseEnd: 16, text: 'Seen' };
    await push([{ name: 'note.create', args }]);
    return id;
  };
  return { id: res.json().id as number, push, note };
}

/** `n` updates of a note's text; `blind`: by a device that never saw it (each contested). */
const edits = (id: string, n: number, blind = true) =>
  Array.from({ length: n }, (_, i) => ({
    name: 'note.update',
    args: { id, changes: { text: `${i} ${TEXT}` }, ...(blind ? { base: { text: 'never seen' } } : {}) },
  }));

async function run(target: BenchTarget): Promise<Figures> {
  const app = await benchApp(target);
  try {
    const editor = await account(app);
    const plain = await editor.push(edits(await editor.note(), MAX_PUSH_BATCH, false));
    const note = await editor.note();
    const pushes = [];
    for (let done = 0; done < EDITS; done += MAX_PUSH_BATCH)
      pushes.push(await editor.push(edits(note, MAX_PUSH_BATCH)));

    const worn = await account(app);
    const [fresh, old] = [await worn.note(), await worn.note()];
    await app.db.sql`insert into sync_conflicts (id, user_id, entity, row_id, values, deleted_at)
      select gen_random_uuid(), ${worn.id}, 'notes', ${old}, ${app.db.sql.json({ text: TEXT })}, now()
      from generate_series(1, ${EDITS})`;
    await app.db.sql`analyze sync_conflicts`;
    // rounds alternate which goes first, so neither always meets a warmer or colder machine
    const freshes: number[] = [];
    const worns: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [old, fresh] : [fresh, old];
      for (const id of order)
        (id === fresh ? freshes : worns).push((await worn.push(edits(id, MAX_PUSH_BATCH))).ms);
    }
    return {
      database: target.label,
      plainMs: plain.ms,
      firstMs: pushes[0]?.ms ?? 0,
      lastMs: pushes[pushes.length - 1]?.ms ?? 0,
      kept: pushes.reduce((n, p) => n + p.applied, 0),
      freshMs: median(freshes),
      wornMs: median(worns),
    };
  } finally {
    await app.close();
  }
}

const results = await onEachDatabase(run);

console.log(
  `\nVersions to review: ${EDITS.toLocaleString('en')} blind edits of one note in pushes of ${MAX_PUSH_BATCH}`,
);
console.log(`machine: ${machine()}`);
console.table(
  results.map((r) => ({
    database: r.database,
    'plain edits (ms)': Math.round(r.plainMs),
    'first push (ms)': Math.round(r.firstMs),
    'last push (ms)': Math.round(r.lastMs),
    'versions kept': r.kept,
    'push on a fresh note (ms)': Math.round(r.freshMs),
    'on a note with 2,000 settled (ms)': Math.round(r.wornMs),
  })),
);
