import type { TodayScripture } from '@reign/contract';
import type { ScriptureCache } from '../data';

/** A scripture cache in memory (the device's copies, by their key), its rows open to the test. */
export function memoryCache(
  rows: Record<string, TodayScripture> = {},
): ScriptureCache & { rows: typeof rows } {
  return {
    rows,
    read: async (key) => rows[key] ?? null,
    write: async (key, s) => {
      rows[key] = s;
    },
  };
}
