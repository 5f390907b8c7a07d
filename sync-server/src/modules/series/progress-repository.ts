import type { SeriesProgress } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { iso, isoRequired } from '../../lib/dates';

/** A user's way through a series: user_series_progress and the days' plans (user_series_daily_completion). */

interface ProgressRow {
  id: number;
  seriesTopicId: number;
  title: string;
  description: string;
  currentDay: number;
  isActive: boolean;
  startedAt: Date;
  completedAt: Date | null;
  completedDays: number[] | null;
  timesCompleted: number;
  lastCompletedAt: Date | null;
  currentDayOpensOn: string | null;
}

function toProgress(r: ProgressRow): SeriesProgress {
  return {
    id: r.id,
    seriesTopicId: r.seriesTopicId,
    seriesTopic: { title: r.title, description: r.description },
    currentDay: r.currentDay,
    isActive: r.isActive,
    isCompleted: r.completedAt !== null,
    startedAt: isoRequired(r.startedAt),
    completedAt: iso(r.completedAt),
    completedDays: r.completedDays ?? [],
    timesCompleted: r.timesCompleted,
    lastCompletedAt: iso(r.lastCompletedAt),
    currentDayOpensOn: r.currentDayOpensOn,
  };
}

/**
 * Progress rows with the days completed since the series was (re)started; the current day's opening
 * date only while it is after `today` (the server's Central date), so null means open.
 */
export async function progressOf(
  db: Queryable,
  userId: number,
  today: string,
  topicId?: number,
): Promise<SeriesProgress[]> {
  const rows = await db<ProgressRow[]>`
    select p.id, p.series_topic_id, t.title, t.description, p.current_day, p.is_active, p.started_at, p.completed_at,
      p.times_completed, p.last_completed_at,
      case when p.current_day_opens_on > ${today}::date
        then to_char(p.current_day_opens_on, 'YYYY-MM-DD') end as current_day_opens_on,
      (select array_agg(e.day_number order by e.day_number)
         from user_series_daily_completion c join series_daily_entries e on e.id = c.series_daily_entry_id
        where c.user_id = p.user_id and e.series_topic_id = p.series_topic_id and c.completed_at >= p.started_at
      ) as completed_days
    from user_series_progress p join series_topics t on t.id = p.series_topic_id
    where p.user_id = ${userId} ${topicId === undefined ? db`` : db`and p.series_topic_id = ${topicId}`}
    order by p.is_active desc, p.started_at desc`;
  return rows.map(toProgress);
}

/** Starts a series at day 1, or restarts it; it becomes the user's only active series. */
export async function startSeries(db: Queryable, userId: number, topicId: number): Promise<void> {
  await db`update user_series_progress set is_active = false where user_id = ${userId} and series_topic_id <> ${topicId}`;
  await db`
    insert into user_series_progress (user_id, series_topic_id, current_day, started_at, completed_at, is_active)
    values (${userId}, ${topicId}, 1, clock_timestamp(), null, true)
    on conflict (user_id, series_topic_id) do update set
      current_day = case when user_series_progress.completed_at is null then user_series_progress.current_day else 1 end,
      started_at = case when user_series_progress.completed_at is null then user_series_progress.started_at else clock_timestamp() end,
      current_day_opens_on = case when user_series_progress.completed_at is null then user_series_progress.current_day_opens_on end,
      completed_at = null,
      is_active = true`;
}

/** Makes the enrolled series the active one; not enrolled in it, nothing changes (false). */
export async function makeActive(db: Queryable, userId: number, topicId: number): Promise<boolean> {
  const rows = await db`
    update user_series_progress set is_active = (series_topic_id = ${topicId})
    where user_id = ${userId} and exists (
      select 1 from user_series_progress where user_id = ${userId} and series_topic_id = ${topicId})
    returning series_topic_id`;
  return rows.some((r) => r.seriesTopicId === topicId);
}

interface LockedProgress {
  currentDay: number;
  completedAt: Date | null;
  /** when the current day opens (YYYY-MM-DD), null when it is open */
  currentDayOpensOn: string | null;
}

/** The user's progress in a series, locked for the change that follows. */
export async function lockedProgress(
  db: Queryable,
  userId: number,
  topicId: number,
): Promise<LockedProgress | undefined> {
  const [row] = await db<LockedProgress[]>`
    select current_day, completed_at, to_char(current_day_opens_on, 'YYYY-MM-DD') as current_day_opens_on
    from user_series_progress
    where user_id = ${userId} and series_topic_id = ${topicId} for update`;
  return row;
}

export async function saveCompletion(
  db: Queryable,
  c: {
    userId: number;
    entryId: number;
    priorities: string[];
    actionSteps: unknown[];
    challenges: string;
    encouragement: string;
  },
): Promise<void> {
  await db`
    insert into user_series_daily_completion (user_id, series_daily_entry_id, completed_at, priorities, action_steps, challenges, encouragement)
    values (${c.userId}, ${c.entryId}, clock_timestamp(), ${db.json(c.priorities)}, ${db.json(c.actionSteps as never)}, ${c.challenges}, ${c.encouragement})
    on conflict (user_id, series_daily_entry_id) do update set
      completed_at = clock_timestamp(), priorities = excluded.priorities, action_steps = excluded.action_steps,
      challenges = excluded.challenges, encouragement = excluded.encouragement`;
}

/** Moves to `next.day`, which opens on `next.opensOn`; or completes the series (`opensOn` null). */
export async function advance(
  db: Queryable,
  userId: number,
  topicId: number,
  next: { day: number; complete: boolean; opensOn: string | null },
): Promise<void> {
  const { day: nextDay, complete, opensOn } = next;
  await db`
    update user_series_progress set
      current_day = ${nextDay},
      current_day_opens_on = ${opensOn}::date,
      completed_at = case when ${complete} then clock_timestamp() else null end,
      times_completed = times_completed + case when ${complete} then 1 else 0 end,
      last_completed_at = case when ${complete} then clock_timestamp() else last_completed_at end
    where user_id = ${userId} and series_topic_id = ${topicId}`;
}
