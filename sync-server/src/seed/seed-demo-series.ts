import { readBible } from '@reign/bible/node';
import type { Sql } from '../db/connect';
import { insertDay, insertTopic, topicIdByTitle } from '../modules/series';
import { DEMO_SERIES } from './demo-series';

/** Adds the sample series that are not there yet (by title); answers how many were added. */
export async function seedDemoSeries(sql: Sql): Promise<number> {
  const bible = await readBible();
  // one transaction under a lock: servers starting together seed once
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727466002)`;
    let added = 0;
    for (const [index, series] of DEMO_SERIES.entries()) {
      if ((await topicIdByTitle(tx, series.title)) !== undefined) continue;
      const topicId = await insertTopic(tx, {
        title: series.title,
        description: series.description,
        imageUrl: null,
        orderIndex: index,
        isActive: true,
        language: 'en',
      });
      for (const [i, day] of series.days.entries()) {
        const verse = bible.lookup(day.reference);
        if (!verse) throw new Error(`the WEB has no ${day.reference}`);
        await insertDay(tx, topicId, {
          dayNumber: i + 1,
          title: day.title,
          verse: verse.text,
          verseReference: day.reference,
          reflection: day.reflection,
          audioUrl: null,
          isActive: true,
        });
      }
      added += 1;
    }
    return added;
  }) as Promise<number>;
}
