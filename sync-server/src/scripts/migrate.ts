// Applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR, and exits.
// The server does this itself at start; this is for deployments that migrate as a separate step.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

const config = loadConfig();
const db = await openDatabase({ url: config.database.url, dataDir: config.dataDir, poolSize: 1 });
try {
  const applied = await migrate(db.sql);
  console.log(applied.length ? `applied migrations ${applied.join(', ')}` : 'the database is up to date');
} finally {
  await db.close();
}
