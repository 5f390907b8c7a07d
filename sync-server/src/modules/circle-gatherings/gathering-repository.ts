import type { Gathering, GatheringBody } from '@reign/contract';
import { memberName } from '@reign/domain';
import type { Queryable } from '../../db/connect';

// circle_gatherings: each circle's live meeting, where its leader is (migration 0146).

const NONE: Gathering = { live: false, osis: null, chapter: null, verse: null, leaderName: null, seq: 0 };

interface GatheringRow {
  live: boolean;
  osis: string | null;
  chapter: number | null;
  verse: number | null;
  seq: string;
  displayName: string | null;
  username: string | null;
}

/** The circle's gathering as members see it (none yet: not live, seq 0). */
export async function readGathering(db: Queryable, circleId: string): Promise<Gathering> {
  const [row] = await db<GatheringRow[]>`
    select g.live, g.osis, g.chapter, g.verse, g.seq, u.display_name, u.username
    from circle_gatherings g left join users u on u.id = g.leader_id where g.circle_id = ${circleId}`;
  if (!row) return NONE;
  const leaderName =
    row.username === null ? null : memberName({ displayName: row.displayName, username: row.username });
  return {
    live: row.live,
    osis: row.osis,
    chapter: row.chapter,
    verse: row.verse,
    leaderName,
    seq: Number(row.seq),
  };
}

/** The leader shows a passage: the gathering is live there, one move later. */
export async function moveGathering(
  db: Queryable,
  circleId: string,
  leaderId: number,
  to: GatheringBody,
  at: Date,
) {
  await db`
    insert into circle_gatherings (circle_id, live, osis, chapter, verse, leader_id, seq, updated_at)
    values (${circleId}, true, ${to.osis}, ${to.chapter}, ${to.verse ?? null}, ${leaderId}, 1, ${at})
    on conflict (circle_id) do update set live = true, osis = excluded.osis, chapter = excluded.chapter,
      verse = excluded.verse, leader_id = excluded.leader_id, seq = circle_gatherings.seq + 1, updated_at = ${at}`;
}

/** The gathering ends (one move later); false when none was live. */
export async function endGathering(db: Queryable, circleId: string, at: Date): Promise<boolean> {
  const rows = await db`
    update circle_gatherings set live = false, seq = seq + 1, updated_at = ${at}
    where circle_id = ${circleId} and live returning circle_id`;
  return rows.length > 0;
}
