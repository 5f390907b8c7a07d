import type { Prayer } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { apiGet, closingDevices, newAccount } from './harness';

const device = closingDevices();

describe('prayer requests on several devices', () => {
  it('two devices editing different fields of one request offline keep both', async () => {
    const account = await newAccount();
    const phone = device(account);
    const laptop = device(account);
    const prayer = await phone.mutations.createPrayer({ title: 'Peace at home' });
    await phone.engine.flush();
    await laptop.engine.flush();

    phone.net.offline = true;
    laptop.net.offline = true;
    await phone.mutations.updatePrayer(prayer.id, { forWhom: 'The Smiths' });
    await laptop.mutations.updatePrayer(prayer.id, {
      status: 'answered',
      answeredAt: '2026-11-21',
      testimony: 'They reconciled',
    });
    // offline, each device shows its own change at once
    expect(await phone.db.prayers.get(prayer.id)).toMatchObject({ forWhom: 'The Smiths', status: 'active' });
    phone.net.offline = false;
    laptop.net.offline = false;
    await phone.engine.flush();
    await laptop.engine.flush();
    await phone.engine.flush();

    const expected = {
      title: 'Peace at home',
      forWhom: 'The Smiths',
      status: 'answered',
      answeredAt: '2026-11-21',
      testimony: 'They reconciled',
    };
    for (const d of [phone, laptop]) expect(await d.db.prayers.get(prayer.id)).toMatchObject(expected);
    expect((await apiGet<Prayer[]>(account, '/api/prayers'))[0]).toMatchObject(expected);
  });

  it('a delete made offline reaches the other device', async () => {
    const account = await newAccount();
    const phone = device(account);
    const laptop = device(account);
    const prayer = await phone.mutations.createPrayer({ title: 'Short' });
    await phone.engine.flush();
    await laptop.engine.flush();
    expect(await laptop.db.prayers.get(prayer.id)).toBeDefined();
    phone.net.offline = true;
    await phone.mutations.deletePrayer(prayer.id);
    phone.net.offline = false;
    expect(await phone.engine.flush()).toBe('synced');
    expect(await laptop.engine.flush()).toBe('synced');
    expect(await laptop.db.prayers.get(prayer.id)).toBeUndefined();
  });
});
