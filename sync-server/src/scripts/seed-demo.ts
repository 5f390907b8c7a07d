// Adds the sample 7-day series to a new installation (skipped when a series of the same title
// exists). Run: pnpm seed:demo (uses DATABASE_URL, or the embedded database under DATA_DIR).
import { readBible } from '@reign/bible/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { DEMO_SERIES } from '../seed/demo-series';

const config = loadConfig();
const db = await openDatabase({ url: config.database.url, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrate(db.sql);
  const bible = await readBible();
  let added = 0;
  for (const [index, series] of DEMO_SERIES.entries()) {
    const exists = await db.sql`select 1 from series_topics where title = ${series.title}`;
    if (exists.length) continue;
    await db.sql.begin(async (tx) => {
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
    });
    added += 1;
  }
  console.log(added ? `added ${added} sample series` : 'the sample series are already there');
} finally {
  await db.close();
}
