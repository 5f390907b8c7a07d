import type { CircleChangeOf, Prayer } from '@reign/contract';
import { memberName } from '@reign/domain';
import type { Queryable, Tx } from '../../db/connect';
import { isoRequired } from '../../lib/dates';

// circle_prayers: the requests shared with a circle, each a copy of its asker's own (migration 0137).

/** A copy's content: the request's words and status as its asker wrote them. */
export type CopyContent = Pick<
  Prayer,
  | 'id'
  | 'title'
  | 'details'
  | 'forWhom'
  | 'category'
  | 'status'
  | 'answeredAt'
  | 'testimony'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * Makes or changes the circle's copy of a request, live at `version`. Answers false when the id
 * is another asker's copy in this circle (nothing written).
 */
export async function putCopy(
  tx: Tx,
  circleId: string,
  copy: CopyContent & { askerId: number; anonymous: boolean },
  version: number,
): Promise<boolean> {
  const rows = await tx`
    insert into circle_prayers (circle_id, id, asker_id, anonymous, title, details, for_whom, category,
      status, answered_at, testimony, created_at, updated_at, version)
    values (${circleId}, ${copy.id}, ${copy.askerId}, ${copy.anonymous}, ${copy.title}, ${copy.details},
      ${copy.forWhom}, ${copy.category}, ${copy.status}, ${copy.answeredAt}, ${copy.testimony},
      ${copy.createdAt}, ${copy.updatedAt}, ${version})
    on conflict (circle_id, id) do update set
      anonymous = excluded.anonymous, title = excluded.title, details = excluded.details,
      for_whom = excluded.for_whom, category = excluded.category, status = excluded.status,
      answered_at = excluded.answered_at, testimony = excluded.testimony,
      updated_at = excluded.updated_at, version = excluded.version, deleted_at = null
    where circle_prayers.asker_id = excluded.asker_id
    returning id`;
  return rows.length > 0;
}

/** Whether the circle holds this request live (shared with it now). */
/** A live copy's asker and title (whom a tap is told to), or undefined. */
export async function findCopyAsker(
  db: Queryable,
  circleId: string,
  id: string,
): Promise<{ askerId: number; title: string; status: string } | undefined> {
  const [row] = await db<{ askerId: number; title: string; status: string }[]>`
    select asker_id as "askerId", title, status from circle_prayers
    where circle_id = ${circleId} and id = ${id} and deleted_at is null and asker_id is not null`;
  return row;
}

/** How many requests are shared with the circle now (CIRCLE_LIMITS.prayersPerCircle). */
export async function countLiveCopies(db: Queryable, circleId: string): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from circle_prayers where circle_id = ${circleId} and deleted_at is null`;
  return row?.count ?? 0;
}

/**
 * The live copies of these requests, or of every request these askers shared, become tombstones
 * at `version`. Answers which copies, and whose.
 */
export async function tombstoneCopies(
  tx: Tx,
  circleId: string,
  of: { ids: readonly string[] } | { askerIds: readonly number[] },
  version: number,
  at: Date,
): Promise<{ id: string; askerId: number }[]> {
  const which =
    'ids' in of
      ? tx`id = any(${of.ids as string[]}::uuid[])`
      : tx`asker_id = any(${of.askerIds as number[]}::int[])`;
  return tx<{ id: string; askerId: number }[]>`
    update circle_prayers set deleted_at = ${at}, updated_at = ${at}, version = ${version}
    where circle_id = ${circleId} and deleted_at is null and ${which}
    returning id, asker_id`;
}

interface ViewedCopy {
  id: string;
  circleId: string;
  title: string;
  details: string | null;
  forWhom: string | null;
  category: Prayer['category'];
  status: Prayer['status'];
  answeredAt: string | null;
  testimony: string | null;
  /** the asker's names, null when shared anonymously (they never leave the database then) */
  displayName: string | null;
  username: string | null;
  mine: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: string;
  deletedAt: Date | null;
}

/** A copy as one member may see it: the asker named unless anonymous, and whether it is theirs. */
function viewed(r: ViewedCopy): CircleChangeOf<'circlePrayers'> {
  const change = { table: 'circlePrayers' as const, id: r.id, version: Number(r.version) };
  if (r.deletedAt) return { ...change, deleted: true, row: null };
  const { displayName, username, version: _v, deletedAt: _d, ...rest } = r;
  return {
    ...change,
    deleted: false,
    row: {
      ...rest,
      askerName: username === null ? null : memberName({ displayName, username }),
      createdAt: isoRequired(r.createdAt),
      updatedAt: isoRequired(r.updatedAt),
    },
  };
}

/**
 * The circle's copies changed after `cursor` (at most `limit`, oldest version first), or at exactly
 * `version`, as the member `viewerId` may see them (the circle's pull).
 */
export async function viewedCopies(
  db: Queryable,
  circleId: string,
  viewerId: number,
  versions: { after: number; limit: number } | { at: number },
): Promise<CircleChangeOf<'circlePrayers'>[]> {
  const which =
    'at' in versions
      ? db`p.version = ${versions.at}`
      : db`p.version > ${versions.after} order by p.version, p.id limit ${versions.limit}`;
  const rows = await db<ViewedCopy[]>`
    select p.id, p.circle_id, p.title, p.details, p.for_whom, p.category, p.status,
      p.answered_at::text as answered_at, p.testimony, p.created_at, p.updated_at, p.version, p.deleted_at,
      coalesce(p.asker_id = ${viewerId}, false) as mine,
      case when p.anonymous then null else u.display_name end as display_name,
      case when p.anonymous then null else u.username end as username
    -- left: a deleted account's tombstones outlive it (0141)
    from circle_prayers p left join users u on u.id = p.asker_id
    where p.circle_id = ${circleId} and ${which}`;
  return rows.map(viewed);
}
