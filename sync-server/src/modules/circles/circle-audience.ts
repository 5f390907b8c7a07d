import type { Queryable } from '../../db/connect';
import { liveMemberIds } from './circle-member-repository';
import { findCircle } from './circle-repository';

/** Who a circle's news reaches: its name and its live members (none for a circle not there). */
export async function circleAudience(
  db: Queryable,
  circleId: string,
): Promise<{ circle: { id: string; name: string }; memberIds: number[] } | null> {
  const circle = await findCircle(db, circleId);
  if (!circle) return null;
  return { circle: { id: circle.id, name: circle.name }, memberIds: await liveMemberIds(db, circleId) };
}
