import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { insertRequest } from '../src/modules/prayer-wall/wall-request-repository';
import { pray, sharedPrayer } from './support/circle-prayers';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, bodyOf } from './support/harness';

// The export holds what the person did in circles (issue 52): the circles, their shared requests
// with how they are shared, and each 'I prayed' of theirs; never who asked an anonymous request.

const app = fileTestApp();

describe("a person's export and their circles", () => {
  it('holds their circles, shares and prayers, and no trace of an anonymous asker', async () => {
    const ana = await newPerson(app, 'Ana');
    const ben = await newPerson(app, 'Ben');
    const circle = await newCircle(app, ana);
    const { code } = await newInvite(app, ana, circle.id);
    await joined(app, ben, code);
    const quiet = await sharedPrayer(app, ana, circle.id, { title: 'A quiet worry', anonymous: true });
    const tap = await bodyOf(200, pray(app, ben, circle.id, quiet.id));

    const hers = await bodyOf(200, as(app, ana).get('/api/account/export'));
    expect(hers.prayers).toContainEqual(
      expect.objectContaining({ id: quiet.id, sharedCircleId: circle.id, sharedAnonymously: true }),
    );
    expect(hers.circles).toEqual([expect.objectContaining({ id: circle.id, role: 'leader' })]);
    expect(hers.prayedInCircles).toEqual([]);
    expect(hers.wallRequests).toEqual([]);

    const his = await bodyOf(200, as(app, ben).get('/api/account/export'));
    expect(his.prayedInCircles).toEqual([
      { id: tap.id, circleId: circle.id, prayerId: quiet.id, title: 'A quiet worry', prayedAt: tap.prayedAt },
    ]);
    // nothing in his file names her or her account
    const file = JSON.stringify(his);
    expect(file).not.toContain(ana.user.username);
    expect(file).not.toMatch(new RegExp(`"(askerId|userId|asker)":\\s*${ana.user.id}\\b`));
  });
});

describe("a person's export and the prayer wall", () => {
  it('holds their wall requests with their status', async () => {
    const ana = await newPerson(app, 'Ana');
    // posted as the wall's route does (the wall's settings are the server's: left to its own tests)
    const id = uuidv7();
    const at = new Date();
    await insertRequest(app.db.sql, {
      id,
      authorId: ana.user.id,
      anonymous: true,
      title: 'For peace',
      details: null,
      at,
    });
    const file = await bodyOf(200, as(app, ana).get('/api/account/export'));
    expect(file.wallRequests).toEqual([
      expect.objectContaining({ id, title: 'For peace', anonymous: true, status: 'pending' }),
    ]);
  });
});
