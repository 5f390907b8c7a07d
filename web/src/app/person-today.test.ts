import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenTimeZone, onServerClockChange, serverToday, TIME_ZONE_KEY } from '../api/server-clock';
import { setChosenTimeZone } from './FollowTimeZone';

afterEach(() => {
  setChosenTimeZone(null);
  vi.useRealTimers();
});

describe("'today' in the member's own zone (issue 39)", () => {
  it('is the Central date until a zone is chosen, then the date there, kept on the device', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T16:30:00Z')); // 00:30 Nov 27 in Manila, 10:30 Nov 26 in Chicago
    expect(serverToday()).toBe('2026-11-26');
    const heard = vi.fn();
    const stop = onServerClockChange(heard);
    setChosenTimeZone('Asia/Manila');
    stop();
    expect(heard).toHaveBeenCalledOnce();
    expect(chosenTimeZone()).toBe('Asia/Manila');
    expect(serverToday()).toBe('2026-11-27');
    expect(localStorage.getItem(TIME_ZONE_KEY)).toBe('Asia/Manila');
    // beside it the cookie the server renders the next first paint with (that zone's day)
    expect(document.cookie).toContain('reign-zone=Asia%2FManila');
    setChosenTimeZone(null);
    expect(document.cookie).not.toContain('reign-zone=Asia');
    expect(serverToday()).toBe('2026-11-26');
    expect(localStorage.getItem(TIME_ZONE_KEY)).toBeNull();
  });
});
