import { NOTE_MAX_LENGTH, SYNC_SCHEMA_VERSION, studyMessages } from '@reign/contract';
import { uuidv7, verseMarkId } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from './support/harness';

// Study marks (issue 38): highlights, notes and bookmarks through sync push, their rules, their
// conflicts, and export / import into another account.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Pulled = { table: string; id: string; deleted: boolean; row: Record<string, unknown> | null };
type Result = { status: string; error: { status: number; message: string } | null };

/** One account, and a client (a device's outbox) of it. */
function deviceOf(user: Awaited<ReturnType<typeof registerUser>>) {
  const me = as(app, user);
  const clientId = `client-${uuidv7()}`;
  let seq = 0;
  return {
    me,
    userId: user.user.id,
    async push(name: string, args: unknown): Promise<Result> {
      seq += 1;
      const res = await me.post('/api/sync/push', {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ seq, id: uuidv7(), name, args }],
      });
      expect(res.statusCode).toBe(200);
      return res.json().results[0];
    },
    async live(table: string): Promise<Pulled[]> {
      const changes: Pulled[] = (await me.get('/api/sync/pull?cursor=0&limit=1000')).json().changes;
      return changes.filter((c) => c.table === table && !c.deleted);
    },
  };
}

async function twoDevices() {
  const user = await registerUser(app);
  return { phone: deviceOf(user), laptop: deviceOf(user) };
}

const highlightOf = async (userId: number, book: string, chapter: number, verse: number, colour: string) => ({
  id: await verseMarkId('highlight', userId, book, chapter, verse),
  book,
  chapter,
  verse,
  colour,
});
const noteOf = (verseStart: number, verseEnd: number, text: string, book = 'John', chapter = 3) => ({
  id: uuidv7(),
  book,
  chapter,
  verseStart,
  verseEnd,
  text,
});

describe('a verse highlighted or bookmarked on two devices', () => {
  it('is one row, recoloured by the later write', async () => {
    const { phone, laptop } = await twoDevices();
    const args = await highlightOf(phone.userId, 'John', 3, 16, 'yellow');
    expect((await phone.push('highlight.set', args)).status).toBe('applied');
    expect((await laptop.push('highlight.set', { ...args, colour: 'blue' })).status).toBe('applied');
    const rows = await phone.live('highlights');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toMatchObject({ book: 'John', chapter: 3, verse: 16, colour: 'blue' });
  });

  it('can be removed and made again under the same id', async () => {
    const { phone, laptop } = await twoDevices();
    const id = await verseMarkId('bookmark', phone.userId, 'Rom', 8, 28);
    const args = { id, book: 'Rom', chapter: 8, verse: 28 };
    expect((await phone.push('bookmark.set', args)).status).toBe('applied');
    expect((await laptop.push('bookmark.set', args)).status).toBe('applied');
    expect(await phone.live('bookmarks')).toHaveLength(1);
    expect((await phone.push('bookmark.delete', { id })).status).toBe('applied');
    expect(await laptop.live('bookmarks')).toHaveLength(0);
    expect((await laptop.push('bookmark.set', args)).status).toBe('applied');
    expect((await phone.live('bookmarks')).map((c) => c.id)).toEqual([id]);
  });

  it("refuses an id that is not the verse's for this user, and another user's mark", async () => {
    const { phone } = await twoDevices();
    const other = deviceOf(await registerUser(app));
    const args = await highlightOf(other.userId, 'John', 1, 1, 'green');
    expect(await phone.push('highlight.set', args)).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: studyMessages.wrongId },
    });
    expect((await other.push('highlight.set', args)).status).toBe('applied');
    expect(await phone.push('highlight.delete', { id: args.id })).toMatchObject({
      status: 'rejected',
      error: { status: 404 },
    });
    expect(await other.live('highlights')).toHaveLength(1);
  });
});

describe('a passage that is not in the Bible', () => {
  it('is refused with a message naming the problem', async () => {
    const { phone } = await twoDevices();
    const cases: [unknown, string][] = [
      [
        await highlightOf(phone.userId, 'Hezekiah', 1, 1, 'yellow'),
        'There is no book "Hezekiah" in the Bible.',
      ],
      [await highlightOf(phone.userId, 'Jude', 2, 1, 'yellow'), 'Jude has 1 chapter: choose one of 1 to 1.'],
      [
        await highlightOf(phone.userId, 'John', 3, 37, 'yellow'),
        'John 3 has 36 verses: choose verses 1 to 36.',
      ],
      [{ ...(await highlightOf(phone.userId, 'John', 3, 1, 'yellow')), colour: 'red' }, studyMessages.colour],
    ];
    for (const [args, message] of cases) {
      expect(await phone.push('highlight.set', args)).toMatchObject({
        status: 'rejected',
        error: { status: 400, message },
      });
    }
    expect(await phone.push('note.create', noteOf(5, 4, 'Backwards'))).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: studyMessages.reversed },
    });
    expect(await phone.push('note.create', noteOf(36, 37, 'Past the end'))).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: 'John 3 has 36 verses: choose verses 1 to 36.' },
    });
  });

  it('refuses a note over 10,000 characters, and an empty one', async () => {
    const { phone } = await twoDevices();
    expect(await phone.push('note.create', noteOf(1, 1, 'x'.repeat(NOTE_MAX_LENGTH + 1)))).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: 'A note can be at most 10,000 characters' },
    });
    expect(await phone.push('note.create', noteOf(1, 1, '   '))).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: studyMessages.noteEmpty },
    });
    const long = noteOf(1, 2, `Line one\n${'y'.repeat(NOTE_MAX_LENGTH - 9)}`);
    expect((await phone.push('note.create', long)).status).toBe('applied');
  });
});

describe('a note edited on two devices offline', () => {
  it('keeps both versions: the first on the note, the other as a conflict, settled as chosen', async () => {
    const { phone, laptop } = await twoDevices();
    const note = noteOf(16, 17, 'For God so loved');
    expect((await phone.push('note.create', note)).status).toBe('applied');
    const base = { text: note.text };
    await phone.push('note.update', { id: note.id, changes: { text: 'Loved the world' }, base });
    await laptop.push('note.update', { id: note.id, changes: { text: 'Gave his Son' }, base });
    const [row] = await laptop.live('notes');
    expect(row?.row?.text).toBe('Loved the world');
    const [conflict, ...more] = await laptop.live('conflicts');
    expect(more).toEqual([]);
    expect(conflict?.row).toMatchObject({
      entity: 'notes',
      rowId: note.id,
      values: { text: 'Gave his Son' },
    });

    expect((await phone.push('conflict.resolve', { id: conflict?.id, keep: 'both' })).status).toBe('applied');
    const [settled] = await laptop.live('notes');
    expect(settled?.row?.text).toBe('Loved the world\n\nGave his Son');
    expect(await laptop.live('conflicts')).toEqual([]);
  });
});

describe('export and import', () => {
  it("restores highlights, notes and bookmarks in a new account, on that account's verse ids", async () => {
    const { phone } = await twoDevices();
    const highlight = await highlightOf(phone.userId, 'Ps', 23, 1, 'purple');
    const bookmark = {
      id: await verseMarkId('bookmark', phone.userId, 'Gen', 1, 1),
      book: 'Gen',
      chapter: 1,
      verse: 1,
    };
    const note = noteOf(1, 3, 'In the beginning\nwas the Word', 'John', 1);
    for (const [name, args] of [
      ['highlight.set', highlight],
      ['bookmark.set', bookmark],
      ['note.create', note],
    ] as const) {
      expect((await phone.push(name, args)).status).toBe('applied');
    }
    const file = (await phone.me.get('/api/account/export')).json();
    expect(file.highlights).toHaveLength(1);

    const fresh = deviceOf(await registerUser(app));
    const res = await fresh.me.post('/api/account/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      highlights: { added: 1, kept: 0, refused: 0 },
      notes: { added: 1, kept: 0, refused: 0 },
      bookmarks: { added: 1, kept: 0, refused: 0 },
    });
    const [h] = await fresh.live('highlights');
    expect(h?.id).toBe(await verseMarkId('highlight', fresh.userId, 'Ps', 23, 1));
    expect(h?.row).toMatchObject({ book: 'Ps', chapter: 23, verse: 1, colour: 'purple' });
    const [b] = await fresh.live('bookmarks');
    expect(b?.id).toBe(await verseMarkId('bookmark', fresh.userId, 'Gen', 1, 1));
    expect((await fresh.live('notes'))[0]?.row).toMatchObject({ text: 'In the beginning\nwas the Word' });

    // the same file again keeps what is there
    const again = (await fresh.me.post('/api/account/import', file)).json();
    expect(again.highlights).toMatchObject({ added: 0, kept: 1 });
    expect(again.bookmarks).toMatchObject({ added: 0, kept: 1 });
    expect(again.notes).toMatchObject({ added: 0, kept: 1 });
  });

  it('refuses marks of verses that do not exist, saying why, and takes the rest', async () => {
    const fresh = deviceOf(await registerUser(app));
    const at = '2026-01-01T00:00:00.000Z';
    const res = await fresh.me.post('/api/account/import', {
      format: 'reign-export',
      version: 1,
      highlights: [
        { id: uuidv7(), book: 'John', chapter: 99, verse: 1, colour: 'yellow', createdAt: at, updatedAt: at },
        { id: uuidv7(), book: 'John', chapter: 1, verse: 1, colour: 'yellow', createdAt: at, updatedAt: at },
        { nonsense: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.highlights).toEqual({ added: 1, kept: 0, refused: 2 });
    expect(body.problems).toContain('highlight of John 99:1: John has 21 chapters: choose one of 1 to 21.');
  });

  it('answers 413 for more marks than an import takes, saving nothing', async () => {
    const fresh = deviceOf(await registerUser(app));
    const res = await fresh.me.post('/api/account/import', {
      format: 'reign-export',
      version: 1,
      bookmarks: Array.from({ length: 10_001 }, () => ({})),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This file holds 10,001 bookmarks; an import takes at most 10,000.');
  });
});
