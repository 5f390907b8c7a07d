import type { Prayer } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { apiGet, closingDevices } from './harness';
import { flushInTurn, phoneAndLaptop, reconnect, setOffline } from './two-devices';

const device = closingDevices();

describe('prayer requests on several devices', () => {
  it('two devices editing different fields of one request offline keep both', async () => {
    const { account, phone, laptop } = await phoneAndLaptop(device);
    const prayer = await phone.mutations.createPrayer({ title: 'Peace at home' });
    await flushInTurn(phone, laptop);

    setOffline(true, phone, laptop);
    await phone.mutations.updatePrayer(prayer.id, { forWhom: 'The Smiths' });
    await laptop.mutations.updatePrayer(prayer.id, {
      status: 'answered',
      answeredAt: '2026-11-21',
      testimony: 'They reconciled',
    });
    // offline, each device shows its own change at once
    expect(await phone.db.prayers.get(prayer.id)).toMatchObject({ forWhom: 'The Smiths', status: 'active' });
    await reconnect(phone, laptop);

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
    const { phone, laptop } = await phoneAndLaptop(device);
    const prayer = await phone.mutations.createPrayer({ title: 'Short' });
    await flushInTurn(phone, laptop);
    expect(await laptop.db.prayers.get(prayer.id)).toBeDefined();
    phone.net.offline = true;
    await phone.mutations.deletePrayer(prayer.id);
    phone.net.offline = false;
    expect(await phone.engine.flush()).toBe('synced');
    expect(await laptop.engine.flush()).toBe('synced');
    expect(await laptop.db.prayers.get(prayer.id)).toBeUndefined();
  });
});
