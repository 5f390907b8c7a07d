import { uuidv7 } from '@reign/domain';
import { ReignDb } from '@reign/sync/device/database';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDailyRefresh } from './refresh';
import { REMINDER_KEY } from './reminder';
import { nextRefreshAt, refreshDay } from './schedule';

describe('the 1 AM Central schedule', () => {
  it('is 1:00 Central in summer (06:00 UTC) and in winter (07:00 UTC)', () => {
    expect(nextRefreshAt(new Date('2026-07-10T12:00:00Z')).toISOString()).toBe('2026-07-11T06:00:00.000Z');
    expect(nextRefreshAt(new Date('2026-01-10T12:00:00Z')).toISOString()).toBe('2026-01-11T07:00:00.000Z');
  });

  it('is later the same night before 1 AM, and the next night just after it', () => {
    // 00:30 Central on July 10 is 05:30 UTC.
    expect(nextRefreshAt(new Date('2026-07-10T05:30:00Z')).toISOString()).toBe('2026-07-10T06:00:00.000Z');
    expect(nextRefreshAt(new Date('2026-07-10T06:00:00Z')).toISOString()).toBe('2026-07-11T06:00:00.000Z');
  });

  it('follows the DST changes (spring forward March 8, fall back November 1, 2026)', () => {
    expect(nextRefreshAt(new Date('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(nextRefreshAt(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(nextRefreshAt(new Date('2026-10-31T12:00:00Z')).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(nextRefreshAt(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-02T07:00:00.000Z');
  });

  it('counts the app day from 1 AM Central', () => {
    expect(refreshDay(new Date('2026-07-10T05:59:00Z'))).toBe('2026-07-09');
    expect(refreshDay(new Date('2026-07-10T06:00:00Z'))).toBe('2026-07-10');
  });
});

describe('runDailyRefresh', () => {
  const dbs: ReignDb[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
  });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it("stores the day's scripture and the next 7 days', notifies when the reminder is on, and reloads", async () => {
    const db = new ReignDb(`refresh-${uuidv7()}`);
    dbs.push(db);
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    window.localStorage.setItem(REMINDER_KEY, 'on');
    const reload = vi.fn();
    const showNotification = vi.fn(async () => {});
    const now = () => new Date('2026-07-10T06:00:01Z');
    await runDailyRefresh({
      db,
      engine: null,
      fetch: vi.fn(async (input: RequestInfo | URL) => {
        const day = (date: string, reference: string) => ({
          date,
          text: 'In the beginning',
          verse: 'In the beginning',
          reference,
          reflection: 'A reflection on the first day.',
          audioUrl: null,
          source: 'daily',
        });
        if (String(input).startsWith('/api/scripture/upcoming?days=7')) {
          return json(
            200,
            [11, 12, 13, 14, 15, 16, 17].map((d) =>
              day(`2026-07-${d}`, d === 12 ? 'Psalm 46:10' : 'John 1:1'),
            ),
          );
        }
        return json(200, day('2026-07-10', 'Genesis 1:1'));
      }),
      reload,
      showNotification,
      now,
    });
    expect(await db.scriptures.get('2026-07-10')).toMatchObject({ data: { reference: 'Genesis 1:1' } });
    expect(await db.scriptures.count()).toBe(8);
    expect(await db.scriptures.get('2026-07-12')).toMatchObject({ data: { reference: 'Psalm 46:10' } });
    expect(showNotification).toHaveBeenCalledWith(
      'Reign',
      expect.objectContaining({ body: "Today's scripture is ready" }),
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a missing route and stays quiet without the reminder', async () => {
    const db = new ReignDb(`refresh-${uuidv7()}`);
    dbs.push(db);
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const reload = vi.fn();
    const showNotification = vi.fn(async () => {});
    await runDailyRefresh({
      db,
      engine: null,
      fetch: vi.fn(async () => json(404, { message: 'No API route' })),
      reload,
      showNotification,
    });
    expect(await db.scriptures.count()).toBe(0);
    expect(showNotification).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("the 1 AM refresh in the member's zone (issue 39)", () => {
  it('comes at 1:00 in Manila, and the day turns there', () => {
    // 1:00 on Nov 27 in Manila is 17:00 UTC on Nov 26
    expect(nextRefreshAt(new Date('2026-11-26T12:00:00Z'), 'Asia/Manila').toISOString()).toBe(
      '2026-11-26T17:00:00.000Z',
    );
    expect(refreshDay(new Date('2026-11-26T17:30:00Z'), 'Asia/Manila')).toBe('2026-11-27');
    expect(refreshDay(new Date('2026-11-26T17:30:00Z'), null)).toBe('2026-11-26');
  });
});
