import type { Queryable } from '../../db/connect';

/**
 * The home of uploads: the files uploaded, by URL. Whether a file is still used is read from the
 * rows that refer to uploads (scripture and series audio, giveaway and topic images).
 */

/** Whether a row refers to the upload `u.url`. */
const REFERENCED = `(
  exists (select 1 from scheduled_scriptures where audio_url = u.url)
  or exists (select 1 from series_daily_entries where audio_url = u.url)
  or exists (select 1 from weekly_giveaways where image_url = u.url)
  or exists (select 1 from series_topics where image_url = u.url))`;

export async function recordUpload(db: Queryable, url: string): Promise<void> {
  await db`insert into uploads (url) values (${url}) on conflict do nothing`;
}

/** Whether any row still refers to this file. */
export async function isUploadUsed(db: Queryable, url: string): Promise<boolean> {
  const [row] = await db<{ used: boolean }[]>`
    select ${db.unsafe(REFERENCED)} as used from (select ${url}::text as url) u`;
  return row?.used ?? false;
}

/**
 * Takes up to `limit` files uploaded before `before` that no row refers to off the list, and
 * answers them (each taken by one process only, even with several running).
 */
export async function takeUnusedUploads(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await db<{ url: string }[]>`
    delete from uploads where url in (
      select u.url from uploads u
      where u.created_at < ${before} and not ${db.unsafe(REFERENCED)}
      order by u.created_at limit ${limit}
      for update skip locked)
    returning url`;
  return rows.map((r) => r.url);
}
