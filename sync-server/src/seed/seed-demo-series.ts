import { readBible } from '@reign/bible/node';
import type { Sql } from '../db/connect';
import { DEMO_SERIES } from './demo-series';

/** Adds the sample series that are not there yet (by title); answers how many were added. */
export async function seedDemoSeries(sql: Sql): Promise<number> {
  const bible = await readBible();
  // one transaction under a lock: servers starting together seed once
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727466002)`;
    let added = 0;
    for (const [index, series] of DEMO_SERIES.entries()) {
      const exists = await tx`select 1 from series_topics where title = ${series.title}`;
      if (exists.length) continue;
      const [topic] = await tx<{ id: number }[]>`
        insert into series_topics (title, description, order_index) values (${series.title}, ${series.description}, ${index})
        returning id`;
      for (const [i, day] of series.days.entries()) {
        const verse = bible.lookup(day.reference);
        if (!verse) throw new Error(`the WEB has no ${day.reference}`);
        await tx`
          insert into series_daily_entries (series_topic_id, day_number, title, verse, verse_reference, reflection)
          values (${topic?.id ?? 0}, ${i + 1}, ${day.title}, ${verse.text}, ${day.reference}, ${day.reflection})`;
      }
      added += 1;
    }
    return added;
  }) as Promise<number>;
}
