import { type DeviceLabel, SYNC_SCHEMA_VERSION, syncMessages } from '@reign/contract';
import { centralDate, entryIdFor, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bodyOf, createTestApp, registerUser } from './support/harness';

// A conflict names the device its other version came from and when that reached the server (issue
// 51): the push carries the device's browser and system (devices.ts), the conflict keeps them with
// the pushing client's id, the pull and the export give them back, and an old file without them
// still goes in.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface ConflictRow {
  id: string;
  rowId: string;
  values: Record<string, unknown>;
  device: DeviceLabel | null;
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
}

type Account = Awaited<ReturnType<typeof registerUser>>;

/** A device of `who`: a client id, and a label it sends with each push (none when null or left out). */
function deviceOf(who: Account, device?: unknown) {
  const me = as(app, who);
  const clientId = `client-${uuidv7()}`;
  let seq = 0;
  const body = (name: string, args: unknown, label = device) => ({
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: [{ seq: seq + 1, id: uuidv7(), name, args }],
    ...(label === undefined || label === null ? {} : { device: label }),
  });
  return {
    me,
    clientId,
    /** one mutation, applied */
    async push(name: string, args: unknown) {
      const answer = await bodyOf(200, me.post('/api/sync/push', body(name, args)));
      seq += 1;
      expect(answer.results[0]).toMatchObject({ status: 'applied' });
    },
    /** a push with this label: the server's answer, as it is */
    pushLabelled: (label: unknown) => me.post('/api/sync/push', body('goal.delete', { id: uuidv7() }, label)),
    async conflicts(): Promise<ConflictRow[]> {
      const page = await bodyOf(200, me.get('/api/sync/pull?cursor=0&limit=1000'));
      return page.changes
        .filter((c: { table: string; deleted: boolean }) => c.table === 'conflicts' && !c.deleted)
        .map((c: { row: ConflictRow }) => c.row);
    },
  };
}

const PHONE = { browser: 'Chrome', system: 'Android' };
const LAPTOP = { browser: 'Firefox', system: 'Windows' };

/** A goal both devices saw titled 'Pray daily', then each renamed offline: the laptop's arrives second. */
async function renamedOnBoth(laptopLabel: unknown = LAPTOP) {
  const who = await registerUser(app);
  const phone = deviceOf(who, PHONE);
  const laptop = deviceOf(who, laptopLabel);
  const id = uuidv7();
  await phone.push('goal.create', {
    id,
    title: 'Pray daily',
    description: 'Ten minutes',
    targetDate: '2099-01-01',
  });
  const base = { title: 'Pray daily' };
  await phone.push('goal.update', { id, changes: { title: 'Pray without ceasing' }, base });
  const before = Date.now();
  await laptop.push('goal.update', { id, changes: { title: 'Pray at dawn' }, base });
  return { who, phone, laptop, id, before, after: Date.now() };
}

describe('a conflict names the device of the other version', () => {
  it('keeps the label and client of the push that brought it, and when that reached the server', async () => {
    const { phone, laptop, id, before, after } = await renamedOnBoth();
    for (const device of [phone, laptop]) {
      const [conflict, ...more] = await device.conflicts();
      expect(more).toEqual([]);
      expect(conflict).toMatchObject({
        rowId: id,
        values: { title: 'Pray at dawn' },
        device: LAPTOP,
        clientId: laptop.clientId,
      });
      const at = Date.parse(conflict?.createdAt ?? '');
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000);
      expect(conflict?.updatedAt).toBe(conflict?.createdAt);
    }
  });

  it('names the device of a plan made for a day already planned', async () => {
    const who = await registerUser(app);
    const phone = deviceOf(who, PHONE);
    const laptop = deviceOf(who, LAPTOP);
    const date = centralDate();
    const id = await entryIdFor(who.user.id, date);
    const plan = (priorities: string[]) => ({
      id,
      date,
      verse: 'Seek first the kingdom of God',
      verseReference: 'Matthew 6:33',
      priorities,
      actionSteps: [],
      base: null,
    });
    await laptop.push('entry.create', plan(['Rest']));
    await phone.push('entry.create', plan(['Family']));
    const [conflict] = await laptop.conflicts();
    expect(conflict).toMatchObject({
      values: { priorities: ['Family'] },
      device: PHONE,
      clientId: phone.clientId,
    });
  });

  it('names the latest device when a version is saved again over itself', async () => {
    const { laptop, id, who } = await renamedOnBoth();
    // the same client, now sending another label (a browser updated), continues its own version
    const again = deviceOf(who, { browser: 'Edge', system: 'Windows' });
    await again.push('goal.update', {
      id,
      changes: { title: 'Pray at dawn and dusk' },
      base: { title: 'Pray at dawn' },
    });
    const [conflict, ...more] = await laptop.conflicts();
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({
      values: { title: 'Pray at dawn and dusk' },
      device: { browser: 'Edge', system: 'Windows' },
      clientId: again.clientId,
    });
  });

  it('still takes a push without a label (an older build): the conflict knows its client only', async () => {
    const { phone, laptop } = await renamedOnBoth(null);
    const [conflict] = await phone.conflicts();
    expect(conflict).toMatchObject({
      values: { title: 'Pray at dawn' },
      device: null,
      clientId: laptop.clientId,
    });
  });

  it.each([
    ['too long a browser', { browser: 'C'.repeat(31), system: 'Android' }],
    ['an empty system', { browser: 'Chrome', system: '   ' }],
    ['a control character', { browser: 'Chrome\u0000', system: 'Android' }],
    ['a direction override', { browser: 'Chrome\u202e', system: 'Android' }],
    ['a sentence, not two names', 'Chrome on Android'],
    ['a field it does not know', { browser: 'Chrome', system: 'Android', model: 'Pixel' }],
    ['a missing system', { browser: 'Chrome' }],
  ])('refuses %s with a 400 that says what a label is', async (_what, label) => {
    const who = await registerUser(app);
    const answer = await bodyOf(400, deviceOf(who).pushLabelled(label));
    expect(answer).toMatchObject({
      code: 'invalid_request',
      message: syncMessages.device,
      messageCode: 'sync.device',
    });
  });

  it('trims the names it takes', async () => {
    const { who } = await renamedOnBoth({ browser: '  Firefox ', system: 'Windows  ' });
    const [conflict] = await deviceOf(who).conflicts();
    expect(conflict?.device).toEqual(LAPTOP);
  });
});

describe('the export and import of a conflict’s device', () => {
  it('exports the device and takes back a file with it, and an older file without it', async () => {
    const { phone, id } = await renamedOnBoth();
    const file = await bodyOf(200, phone.me.get('/api/account/export'));
    expect(file.conflicts).toEqual([expect.objectContaining({ device: LAPTOP })]);
    const at = new Date().toISOString();
    const version = (title: string) => ({
      id: uuidv7(),
      entity: 'goals',
      rowId: id,
      values: { title },
      createdAt: at,
      updatedAt: at,
    });
    const named = { ...version('From a file'), device: PHONE, clientId: phone.clientId };
    // a file exported before conflicts named devices: no device, no client id
    const older = version('From an older file');
    file.conflicts = [named, older];
    const result = await bodyOf(200, phone.me.post('/api/account/import', file));
    expect(result.conflicts).toEqual({ added: 2, kept: 0, refused: 0 });
    const byTitle = new Map((await phone.conflicts()).map((c) => [c.values.title, c]));
    expect(byTitle.get('From a file')).toMatchObject({ device: PHONE, clientId: phone.clientId });
    expect(byTitle.get('From an older file')).toMatchObject({ device: null, clientId: null });
  });
});
