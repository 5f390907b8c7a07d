// Adds the sample 7-day series to a database (skipped when a series of the same title exists).
// Run: pnpm seed:demo (uses DATABASE_URL, or the embedded database under DATA_DIR). SEED_DEMO=true
// does the same at every server start.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemoSeries } from '../seed/seed-demo-series';

const config = loadConfig();
const db = await openDatabase({ url: config.database.url, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrate(db.sql);
  const added = await seedDemoSeries(db.sql);
  console.log(added ? `added ${added} sample series` : 'the sample series are already there');
} finally {
  await db.close();
}
