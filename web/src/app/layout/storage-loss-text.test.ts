import { describe, expect, it } from 'vitest';
import { sinceLabel, storageLossMessage } from './storage-loss-text';

// Tuesday, March 3, 2026, 9:14 AM on this device's clock
const tuesday = new Date(2026, 2, 3, 9, 14);
const at = (day: number, hour = 18) => new Date(2026, 2, day, hour, 0);

describe('the storage-loss notice’s words', () => {
  it('says how many changes were recovered, in the right number', () => {
    expect(storageLossMessage({ kind: 'recovered', count: 2 })).toBe(
      "This browser cleared Reign's data on this device. 2 changes that had not synced yet were recovered and are being sent.",
    );
    expect(storageLossMessage({ kind: 'recovered', count: 1 })).toBe(
      "This browser cleared Reign's data on this device. 1 change that had not synced yet was recovered and is being sent.",
    );
  });

  it('says how many were lost and since when', () => {
    const since = tuesday.toISOString();
    expect(storageLossMessage({ kind: 'lost', count: 2, since }, at(5))).toBe(
      "This browser cleared Reign's data on this device. 2 changes made since Tuesday 9:14 AM had not reached the server and could not be recovered.",
    );
    expect(storageLossMessage({ kind: 'lost', count: 1, since }, at(5))).toBe(
      "This browser cleared Reign's data on this device. 1 change made since Tuesday 9:14 AM had not reached the server and could not be recovered.",
    );
  });

  it('names the time as a person would', () => {
    expect(sinceLabel(tuesday, at(3))).toBe('today at 9:14 AM');
    expect(sinceLabel(tuesday, at(4, 0))).toBe('yesterday at 9:14 AM');
    expect(sinceLabel(tuesday, at(9))).toBe('Tuesday 9:14 AM');
    expect(sinceLabel(tuesday, at(10))).toBe('March 3 at 9:14 AM');
    expect(sinceLabel(tuesday, new Date(2027, 0, 2))).toBe('March 3, 2026 at 9:14 AM');
  });
});
