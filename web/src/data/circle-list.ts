import type { CircleSummary } from '@reign/contract';
import type { DataSession } from './session';

/**
 * The person's circles as this device last listed them (the circles' pull keeps the list: meta
 * `circleList`), for the circle screens offline; undefined when none was kept (or no data is open).
 */
export async function circlesOnDevice(
  session: DataSession | null | undefined,
): Promise<CircleSummary[] | undefined> {
  const kept = await session?.db.meta.get('circleList');
  return Array.isArray(kept?.value) ? (kept.value as CircleSummary[]) : undefined;
}
